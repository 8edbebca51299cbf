// The candidate home. The full read-only profile arrives with its own issue; for now: who is signed in.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireCandidate } from '~/server/auth.server';
import { common, homes } from '~/texts';

export const meta: MetaFunction = () => [{ title: `Profilo | ${common.appName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCandidate(request);
  return { nome: user.hr_user?.nome ?? '' };
}

export default function ProfiloPage() {
  const { nome } = useLoaderData<typeof loader>();
  return (
    <main id="contenuto" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{homes.candidateWelcome(nome)}</h1>
      <p className="mt-2 text-slate-700">{homes.candidateIntro}</p>
    </main>
  );
}
