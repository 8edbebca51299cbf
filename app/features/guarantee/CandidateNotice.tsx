// On the candidate's own profile (issue 26): a company could not reach them (never which one), with the buttons to
// confirm the contacts or correct them; and the thanks after confirming (from here or from the e-mail's link).
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { guarantee as texts } from '#app/texts/index.ts';

export function CandidateNotice({
  unreachable,
  hidden,
  confirmed,
}: {
  unreachable: boolean;
  /** A report was refunded: out of the searches until they confirm (issue 39 item 3), said so. */
  hidden: boolean;
  confirmed: boolean;
}) {
  if (confirmed && !unreachable)
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
        {texts.candidateConfirmed}
      </p>
    );
  if (!unreachable) return null;
  return (
    <section className="panel border-amber-400 bg-amber-50" data-testid="guarantee-notice">
      <p className="mb-3">{hidden ? texts.candidateHidden : texts.candidateNotice}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/profilo/contatti">
          <AuthenticityTokenInput />
          <Button type="submit">{texts.candidateConfirm}</Button>
        </Form>
        <Link to="/onboarding-u" className={buttonClass('secondary')}>
          {texts.candidateEdit}
        </Link>
      </div>
    </section>
  );
}
