// Profile strength (issue 42 item 4): the completeness figure and what companies search by that the profile lacks,
// each a link to the wizard step that fills it in. The list, its labels and steps have one home, beside the search
// filters (catalog/profile-strength.ts); Strapi computes it from the stored profile and sends it with the activity.
import { Link } from '@remix-run/react';
import type { ProfileStrength } from '#catalog/profile-strength.ts';
import { profileStrength as texts } from '#app/texts/profile-activity.ts';

export function StrengthPanel({ strength }: { strength: ProfileStrength }) {
  const { percentuale, mancanti } = strength;
  return (
    <section className="panel panel-md" aria-labelledby="completezza" data-testid="completezza-profilo">
      <h2 id="completezza" className="text-lg font-semibold text-slate-900">
        {texts.title}
      </h2>
      <p className="mt-2 font-semibold text-brand-700">{texts.figure(percentuale)}</p>
      {/* An SVG bar, not a styled div: the CSP allows no inline style attribute. */}
      <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-1 h-2 w-full" aria-hidden="true">
        <rect width="100" height="4" rx="2" className="fill-slate-200" />
        <rect width={percentuale} height="4" rx="2" className="fill-brand-600" />
      </svg>
      {mancanti.length ? (
        <>
          <p className="mt-3 text-sm text-slate-600">{texts.missing}</p>
          <ul className="mt-1 list-inside list-disc space-y-1 text-sm">
            {mancanti.map((entry) => (
              <li key={entry.chiave}>
                <Link to={entry.passo} className="text-brand-700 underline">
                  {entry.etichetta}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{texts.complete}</p>
      )}
    </section>
  );
}
