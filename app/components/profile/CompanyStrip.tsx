// 'Aziende in ricerca attiva': company logos. Each logo is a link to /aziende/<id>/visita, which counts one visit
// on the server and redirects to the website; target=_blank opens it in a new tab, with or without JavaScript.
import { mediaUrl } from '~/lib/media';
import type { ActiveCompanyView } from '~/lib/company-strip';
import { activeCompanies } from '~/texts';

export function CompanyStrip({ companies }: { companies: ActiveCompanyView[] }) {
  return (
    <section
      aria-labelledby="aziende-attive"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
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
                  <a
                    href={`/aziende/${company.documentId}/visita`}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={activeCompanies.visit(company.nome)}
                    data-azienda={company.documentId}
                    className="block rounded border border-slate-200 p-2 hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {img}
                  </a>
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
