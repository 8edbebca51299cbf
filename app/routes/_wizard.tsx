// The candidate wizard's layout: anonymous visitors register, candidates edit their profile, companies are
// sent to their home (spec 01 §2 "Onboarding wizard"; decisions.md "Access").
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { wizardContext } from '#app/features/wizard/step.server.ts';

/** The guard only (a company is redirected home); each step's own loader reads the mode it needs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await wizardContext(request);
  return null;
}

export default function WizardLayout() {
  return <Outlet />;
}
