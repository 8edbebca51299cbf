// The loader of the company pages' layout (app/routes/_company.tsx): anonymous visitors go to login, candidates to
// /profilo; the menu's data (name, logo, credit).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { companyMenuData } from '#app/lib/company-menu.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireCompany } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  return { menu: companyMenuData(user.hr_company as HrCompany, user) };
}
