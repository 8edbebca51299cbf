// 'Aziende in ricerca attiva': company logos. Each logo is the button of a plain form posting to
// /aziende/<id>/visita, which counts the visit (once a day per company) and forwards the new tab (target=_blank)
// to the website, with or without JavaScript (a native form, not Remix's <Form>).
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { mediaUrl } from '#app/lib/media.ts';
import type { ActiveCompanyView } from '#app/routes/_candidate.profilo/company-strip.ts';
import { activeCompanies } from '#app/texts/index.ts';

export function CompanyStrip({ companies }: { companies: ActiveCompanyView[] }) {
  return (
    <section className="panel panel-md" aria-labelledby="aziende-attive">
      <h2 id="aziende-attive" className="text-lg font-semibold text-slate-900">
        {activeCompanies.title}
      </h2>
      {companies.length === 0 ? (
        <p className="mt-2 text-slate-600">{activeCompanies.empty}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-4" data-testid="aziende-attive">
          {companies.map((company) => {
            const src = mediaUrl(company.logo, ['thumbnail', 'small']);
            const img = src ? (
              <img
                src={src}
                alt={activeCompanies.logoAlt(company.nome)}
                className="h-16 w-16 rounded object-contain"
              />
            ) : (
              <span>{company.nome}</span>
            );
            return (
              <li key={company.documentId}>
                {company.hasWebsite ? (
                  <form
                    method="post"
                    action={`/aziende/${company.documentId}/visita`}
                    target="_blank"
                    // Not noreferrer: the post would carry `Origin: null`, which Remix refuses (500) as a CSRF attempt.
                    // The forward page sends no Referer to the company's site.
                    rel="noopener"
                    data-azienda={company.documentId}
                  >
                    <AuthenticityTokenInput />
                    <button
                      type="submit"
                      title={activeCompanies.visit(company.nome)}
                      aria-label={activeCompanies.visit(company.nome)}
                      className="block rounded border border-slate-200 p-2 hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {img}
                    </button>
                  </form>
                ) : (
                  <span
                    className="block rounded border border-slate-200 p-2"
                    title={activeCompanies.noWebsite}
                  >
                    {img}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
