// The company's live credit as the company layout's loader read it (the menu's 'Credito residuo'), for the purchase
// dialogs. A module of its own: a page that imports only this does not pull the search page's components into
// its browser chunks.
import { useRouteLoaderData } from '@remix-run/react';
import type { CompanyMenuData } from '#app/lib/company-menu.ts';

export function useCompanyCredit(): number {
  const layout = useRouteLoaderData<{ menu: CompanyMenuData }>('routes/_company');
  return layout?.menu.credito ?? 0;
}
