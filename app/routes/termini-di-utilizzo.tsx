import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LegalPage } from '~/components/LegalPage';
import { env } from '~/server/env.server';
import { common, legal } from '~/texts';

export const meta: MetaFunction = () => [{ title: `${legal.termsTitle} | ${common.appName}` }];

export const loader = () => ({ supportEmail: env.supportEmail });

export default function Page() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return <LegalPage title={legal.termsTitle} supportEmail={supportEmail} />;
}
