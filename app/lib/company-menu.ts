// The view model of the company menu: only what the menu shows.
import type { HrCompany } from './types';
import { mediaUrl } from './media';

export type CompanyMenuData = { nome: string; credito: number; isAgency: boolean; logoUrl: string | null };

export function companyMenuData(company: HrCompany): CompanyMenuData {
  return {
    nome: company.nome,
    credito: (company.crediti ?? 0) + (company.crediti_abbonamento ?? 0),
    isAgency: typeof company.aut_min === 'string' && company.aut_min.trim() !== '',
    logoUrl: company.logo ? mediaUrl(company.logo, ['thumbnail', 'small']) : null,
  };
}
