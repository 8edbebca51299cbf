// The technical sheet in its dialog, for the candidate and for a company: groups with their ticked options; an
// extra is labelled 'Altro' and, when empty, says 'Non sono stati forniti ulteriori dati.' (spec 02 §2), as
// does a sheet with nothing in it. That text is the catalog's, next to the sheet's definition.
import { SCHEDA_TECNICA_MESSAGES } from '#catalog/scheda-tecnica/helpers.ts';
import type { SheetGroup } from '#app/features/profile/profile-view.ts';

const noData = SCHEDA_TECNICA_MESSAGES.nessunDatoExtra;

export function TechnicalSheet({ groups }: { groups: SheetGroup[] }) {
  if (groups.length === 0) return <p>{noData}</p>;
  return (
    <div className="max-h-[60vh] space-y-4 overflow-y-auto pr-2" data-testid="scheda-tecnica">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`scheda-${group.key}`}>
          <h3 id={`scheda-${group.key}`} className="font-semibold text-slate-900">
            {group.title}
          </h3>
          <dl className="mt-1 space-y-1 text-sm">
            {group.items.map((item, i) => (
              <div key={`${item.label}-${i}`}>
                <dt className="font-medium text-slate-600">{item.label}</dt>
                <dd className="text-slate-900">
                  {'values' in item ? item.values.join(', ') : (item.extra ?? noData)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
