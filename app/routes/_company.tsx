// Company-only pages: anonymous visitors go to login (with redirectTo), candidates to /profilo.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { CompanyMenu } from '~/components/CompanyMenu';
import { companyMenuData } from '~/lib/company-menu';
import type { HrCompany } from '~/lib/types';
import { requireCompany } from '~/server/auth.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  return { menu: companyMenuData(user.hr_company as HrCompany) };
}

export default function CompanyLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <>
      <CompanyMenu company={menu} />
      <Outlet />
    </>
  );
}
