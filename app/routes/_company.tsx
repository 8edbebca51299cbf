// Company-only pages: anonymous visitors go to login (with redirectTo), candidates to /profilo.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { CompanyMenu } from '#app/components/CompanyMenu.tsx';
import { companyMenuData } from '#app/lib/company-menu.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireCompany } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  return { menu: companyMenuData(user.hr_company as HrCompany, user) };
}

/**
 * The menu (name, logo, credit) cannot change by reading: a GET navigation that stays on the same page and only
 * changes its search parameters (the debounced filter auto-submit, pagination, a dialog opened by parameter)
 * keeps it and does not ask Strapi for /api/me again. Actions (purchase, favourite, saved data), a reload of the
 * same URL and every move to another page revalidate as usual, so the credit is fresh after a purchase.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const reading = !formMethod || formMethod.toUpperCase() === 'GET';
  if (reading && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
};

export default function CompanyLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <>
      <CompanyMenu company={menu} />
      <Outlet />
    </>
  );
}
