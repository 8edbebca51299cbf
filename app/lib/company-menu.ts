// The view model of the company menu: only what the menu shows.
import type { CurrentUser, HrCompany } from './types';
import { mediaUrl } from './media';

export type CompanyMenuData = {
  nome: string;
  credito: number;
  isAgency: boolean;
  logoUrl: string | null;
  /** The shop is offered (issue 27): the titolare, and a member the titolare gave "può acquistare". */
  canBuy: boolean;
};

/** The caller's place in the team, as /api/me says it (absent: a company of one, its titolare). */
type TeamPlace = Pick<CurrentUser, 'team'>;

/** Whether the caller may buy in the shop: Strapi refuses the others (403 `buyer_only`); the app only hides. */
export const canBuy = (user: TeamPlace): boolean => user.team?.puo_acquistare !== false;

/**
 * Reads only the menu's fields: any part of the company record that has its name, and the caller's place in the
 * team (whether the shop is offered).
 */
export function companyMenuData(
  company: Pick<HrCompany, 'nome'> & Partial<HrCompany>,
  user: TeamPlace = {},
): CompanyMenuData {
  return {
    nome: company.nome,
    credito: (company.crediti ?? 0) + (company.crediti_abbonamento ?? 0),
    isAgency: typeof company.aut_min === 'string' && company.aut_min.trim() !== '',
    logoUrl: company.logo ? mediaUrl(company.logo, ['thumbnail', 'small']) : null,
    canBuy: canBuy(user),
  };
}
