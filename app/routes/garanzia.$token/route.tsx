// The link of the credit guarantee's e-mail to the candidate (issue 26), sibling of /aggiornamento/<token>. Opening
// it (GET, HEAD) changes nothing (issue 39 item 9): a mail scanner or a link preview that opens every link would
// otherwise confirm the contacts, close every open report on the candidate and cost the companies their refund. The
// page asks with a button, a form post carrying the CSRF token and the honeypot like every public form (works
// without JavaScript); the post confirms (Strapi closes the open reports, each reporting company gets the contacts)
// and says so on the page itself (issue 39 item 3: a signed-out candidate sent on to the login never learnt that it
// worked), with a link to /profilo. An invalid token says so on the post. Signed in or not.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { confirmGuarantee } from '#app/features/guarantee/guarantee.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { readForm } from '#app/server/forms.server.ts';
import { common, guarantee as texts } from '#app/texts/index.ts';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export const loader = (_: LoaderFunctionArgs) => data({ invalid: false }, { headers: NO_STORE });

export async function action({ request, params }: ActionFunctionArgs) {
  await readForm(request, { honeypot: true });
  if (await confirmGuarantee(params.token ?? ''))
    return data({ invalid: false, confirmed: true }, { headers: NO_STORE });
  return data({ invalid: true, confirmed: false }, { status: 404, headers: NO_STORE });
}

export const meta: MetaFunction<typeof loader, Record<string, unknown>> = ({ data: result }) =>
  pageMeta(result && 'invalid' in result && result.invalid ? texts.linkInvalidTitle : texts.linkConfirmTitle);

export default function GaranziaLinkPage() {
  const acted = useActionData<typeof action>();
  if (acted?.confirmed) {
    return (
      <OutcomePage
        title={texts.linkConfirmedTitle}
        body={texts.candidateConfirmed}
        role="status"
        link={{ to: '/profilo', label: texts.goToProfile }}
      />
    );
  }
  if (acted?.invalid) {
    return (
      <OutcomePage
        title={texts.linkInvalidTitle}
        body={texts.linkInvalidBody}
        role="alert"
        link={{ to: '/profilo', label: texts.goToProfile }}
      />
    );
  }
  return (
    <PublicShell title={texts.linkConfirmTitle} intro={texts.linkConfirmIntro}>
      <Form method="post">
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <SubmitButton pendingLabel={texts.linkConfirming}>{texts.candidateConfirm}</SubmitButton>
      </Form>
      <p className="mt-4 text-slate-700">{texts.linkConfirmEdit}</p>
    </PublicShell>
  );
}
