// The view model of the company menu: only what the menu shows.
import type { HrCompany } from './types';
import { mediaUrl } from './media';

export type CompanyMenuData = { nome: string; credito: number; isAgency: boolean; logoUrl: string | null };

/** Reads only the menu's fields: any part of the company record that has its name. */
export function companyMenuData(company: Pick<HrCompany, 'nome'> & Partial<HrCompany>): CompanyMenuData {
  return {
    nome: company.nome,
    credito: (company.crediti ?? 0) + (company.crediti_abbonamento ?? 0),
    isAgency: typeof company.aut_min === 'string' && company.aut_min.trim() !== '',
    logoUrl: company.logo ? mediaUrl(company.logo, ['thumbnail', 'small']) : null,
  };
}
