// The unlocked list's last section (issue 41): the candidates this company unlocked who then erased their account.
// Each row keeps what the company's records need (the unlock's date, who of the team made it) and nothing of the
// person: no name, no link to a profile that no longer exists, no stage form, no notes (erased with the person).
import { erasedCandidates as t } from '#app/texts/privacy.ts';

export type ErasedUnlockRow = { id: number; nome: string; sbloccato: string; sbloccatoDa: string | null };

export function ErasedUnlocks({ rows }: { rows: ErasedUnlockRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="candidati-cancellati" className="mt-8" data-testid="erased-unlocks">
      <h2 id="candidati-cancellati" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {rows.map((row) => (
          <li key={row.id} className="panel panel-md panel-flat break-words" data-testid="erased-unlock">
            <p className="font-semibold">{row.nome}</p>
            <p className="text-sm text-slate-600">
              {row.sbloccatoDa ? t.unlockedBy(row.sbloccatoDa, row.sbloccato) : t.unlockedOn(row.sbloccato)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
