import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalPage } from '~/features/legal/LegalPage';
import { legalFacts } from '~/features/legal/legal.server';
import { legal } from '~/texts';
import { privacyPolicy } from '~/texts/legal-documents';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () => pageMeta(legal.privacyTitle);

export const loader = () => ({ sections: privacyPolicy(legalFacts()) });

export default function Page() {
  const { sections } = useLoaderData<typeof loader>();
  return <LegalPage title={legal.privacyTitle} sections={sections} />;
}
