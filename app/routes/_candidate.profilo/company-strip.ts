// What the company strip shows of a company: its name, logo and whether it has a website. The website itself
// stays on the server (the visit route redirects to it after counting).
import type { Media } from '#app/lib/types.ts';

export type ActiveCompanyView = { documentId: string; nome: string; logo: Media; hasWebsite: boolean };

export function companyStripView(
  companies: ReadonlyArray<{ documentId: string; nome: string; logo: Media; sito_web_link: string | null }>,
): ActiveCompanyView[] {
  return companies
    .filter((company) => company.logo?.url)
    .map((company) => ({
      documentId: company.documentId,
      nome: company.nome,
      logo: { id: company.logo.id, url: company.logo.url, formats: company.logo.formats ?? null },
      hasWebsite: Boolean(company.sito_web_link),
    }));
}
