// A way into the shop (/company-upgrade: buy credits, the Brand Card, a subscription), drawn only for who may buy:
// the titolare, and a member the titolare gave "può acquistare" (issue 27; the company layout's menu data says
// which). For anybody else the link is left out, as the menu leaves out 'Upgrade'; the shop page and Strapi refuse
// them anyway (403 `buyer_only`).
import { Link, useRouteLoaderData, type LinkProps } from '@remix-run/react';
import type { CompanyMenuData } from '~/lib/company-menu';

/** Whether the signed-in company user may buy (outside the company layout: yes, nothing to hide there). */
export function useCanBuy(): boolean {
  return useRouteLoaderData<{ menu: CompanyMenuData }>('routes/_company')?.menu.canBuy ?? true;
}

export function ShopLink(props: LinkProps) {
  return useCanBuy() ? <Link {...props} /> : null;
}
