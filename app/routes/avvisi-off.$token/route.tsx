// /avvisi-off/<token>: the off-link of the candidate's e-mails (issue 42; the rules in avvisi-off.server.ts). Opening
// it asks; the button (a form post, JavaScript on or off) or a mail client's one-click unsubscribe turns the e-mail
// off; the answer says so, with the way back to /impostazioni to turn it on again.
import type { MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import { avvisiOff as t } from '#app/texts/job-alerts.ts';
import type { AvvisiOffState } from './avvisi-off.server';

export { action, loader } from './avvisi-off.server';

const titleOf = (state: AvvisiOffState | undefined) =>
  state?.step === 'done' ? t.doneTitle : state?.step === 'confirm' ? t.confirmTitle : t.invalidTitle;

export const meta: MetaFunction = ({ data: state }) => pageMeta(titleOf(state as AvvisiOffState | undefined));

export default function AvvisiOffPage() {
  const loaded = useLoaderData<AvvisiOffState>();
  const acted = useActionData<AvvisiOffState>();
  const state = acted ?? loaded;
  if (state.step === 'invalid') {
    return (
      <OutcomePage
        title={t.invalidTitle}
        body={t.invalidBody}
        role="alert"
        link={{ to: '/impostazioni', label: t.goToSettings }}
      />
    );
  }
  if (state.step === 'done') {
    return (
      <OutcomePage
        title={t.doneTitle}
        body={t.doneBody[state.avviso]}
        role="status"
        note={t.again}
        link={{ to: '/impostazioni', label: t.goToSettings }}
      />
    );
  }
  return (
    <PublicShell title={t.confirmTitle} intro={t.confirmBody[state.avviso]}>
      <Form method="post">
        {/* The same body a mail client's one-click unsubscribe sends (RFC 8058). */}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <SubmitButton pendingLabel={t.confirming}>{t.confirm[state.avviso]}</SubmitButton>
      </Form>
    </PublicShell>
  );
}
