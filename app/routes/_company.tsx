// Company-only pages: anonymous visitors go to login (with redirectTo), candidates to /profilo.
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { CompanyMenu } from '#app/components/CompanyMenu.tsx';
import type { loader } from '#app/server/company-layout.server.ts';

// Its own module, imported by no other route: a shared `.server` import is an empty chunk, one more request on
// every company page (docs/performance.md "JavaScript per page").
export { loader } from '#app/server/company-layout.server.ts';

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
