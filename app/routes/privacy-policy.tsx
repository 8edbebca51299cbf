import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalPage } from '~/components/LegalPage';
import { legalFacts } from '~/server/legal.server';
import { common, legal } from '~/texts';
import { privacyPolicy } from '~/texts/legal-documents';

export const meta: MetaFunction = () => [{ title: `${legal.privacyTitle} | ${common.appName}` }];

export const loader = () => ({ sections: privacyPolicy(legalFacts()) });

export default function Page() {
  const { sections } = useLoaderData<typeof loader>();
  return <LegalPage title={legal.privacyTitle} sections={sections} />;
}
