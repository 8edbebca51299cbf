import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalPage } from '#app/features/legal/LegalPage.tsx';
import { legalFacts } from '#app/features/legal/legal.server.ts';
import { legal } from '#app/texts/index.ts';
import { salesConditions } from '#app/texts/legal-documents.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(legal.salesTitle);

export const loader = () => ({ sections: salesConditions(legalFacts()) });

export default function Page() {
  const { sections } = useLoaderData<typeof loader>();
  return <LegalPage title={legal.salesTitle} sections={sections} />;
}
