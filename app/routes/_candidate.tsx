// Candidate-only pages: anonymous visitors go to login (with redirectTo), companies to /company-home.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { CandidateNav } from '#app/features/candidate/CandidateNav.tsx';
import { requireCandidate } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCandidate(request);
  return { nome: `${user.hr_user?.nome ?? ''} ${user.hr_user?.cognome ?? ''}`.trim() };
}

export default function CandidateLayout() {
  const { nome } = useLoaderData<typeof loader>();
  return (
    <>
      <CandidateNav nome={nome} />
      <Outlet />
    </>
  );
}
