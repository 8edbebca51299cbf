// The candidate wizard's layout: anonymous visitors register, candidates edit their profile, companies are
// sent to their home (spec 01 §2 "Onboarding wizard"; decisions.md "Access").
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { wizardContext } from '~/server/wizard.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { mode } = await wizardContext(request);
  return { mode };
}

export default function WizardLayout() {
  return <Outlet />;
}
