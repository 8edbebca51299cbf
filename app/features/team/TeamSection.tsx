// The Team section (issue 27): the people of the company's team, each with its buttons, and the invitation form.
// Every button is a form post (CSRF token, intent) or a link opening a confirmation by a search parameter, so the
// page works without JavaScript; with it the dialogs are modal.
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { useServerForm, type Constraints } from '#app/components/useServerForm.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import { team as t } from '#app/texts/index.ts';

export type TeamMemberView = {
  documentId: string;
  nome: string;
  email: string;
  ruolo: 'titolare' | 'membro';
  stato: 'invitato' | 'attivo';
  puo_acquistare: boolean;
  /** 'dd/mm/yyyy' of a pending invitation. */
  scadenza: string | null;
  scaduto: boolean;
};

/** One button posting `intent` for `member`. */
function MemberButton({
  intent,
  member,
  label,
  extra,
}: {
  intent: string;
  member: string;
  label: string;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post" preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="member" value={member} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={buttonClass('link')}>
        {label}
      </button>
    </Form>
  );
}

export function TeamList({ members, path }: { members: TeamMemberView[]; path: string }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="team">
      {members.map((member) => (
        <li key={member.documentId} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium">
              {member.nome}{' '}
              <span className="text-sm font-normal text-slate-600">({t.roles[member.ruolo]})</span>
            </p>
            <p className="text-sm text-slate-700">{member.email}</p>
            <p className="text-sm text-slate-600">
              {member.stato === 'invitato'
                ? member.scaduto
                  ? t.expired
                  : t.pending(member.scadenza ?? '')
                : member.puo_acquistare
                  ? t.canBuy
                  : t.cannotBuy}
            </p>
          </div>
          {member.ruolo === 'membro' ? (
            <div className="flex flex-wrap items-center gap-3">
              {member.stato === 'invitato' ? (
                <>
                  <MemberButton intent="resend" member={member.documentId} label={t.resend} />
                  <Link
                    to={`${path}?ritira=${member.documentId}`}
                    preventScrollReset
                    className={buttonClass('link')}
                  >
                    {t.withdraw}
                  </Link>
                </>
              ) : (
                <>
                  <MemberButton
                    intent="buyer"
                    member={member.documentId}
                    label={member.puo_acquistare ? t.denyBuy : t.allowBuy}
                    extra={{ puo_acquistare: String(!member.puo_acquistare) }}
                  />
                  <Link
                    to={`${path}?cedi=${member.documentId}`}
                    preventScrollReset
                    className={buttonClass('link')}
                  >
                    {t.handOver}
                  </Link>
                  <Link
                    to={`${path}?rimuovi=${member.documentId}`}
                    preventScrollReset
                    className={buttonClass('link')}
                  >
                    {t.remove}
                  </Link>
                </>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function InviteForm({
  lastResult,
  constraint,
  full,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraint: Constraints;
  full: string | null;
}) {
  const [form, fields] = useServerForm({ id: 'team-invite', lastResult, constraint });
  return (
    <section className="panel panel-md">
      <h2 className="mb-2 font-semibold">{t.inviteTitle}</h2>
      {full ? (
        <p className="text-slate-700">{full}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="invite" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label={t.nome}
            errors={fields.nome.errors}
            inputProps={{ ...getInputProps(fields.nome, { type: 'text' }), autoComplete: 'off' }}
          />
          <Field
            label={t.cognome}
            errors={fields.cognome.errors}
            inputProps={{ ...getInputProps(fields.cognome, { type: 'text' }), autoComplete: 'off' }}
          />
          <Field
            label={t.email}
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
          />
          <SubmitButton pendingLabel={t.inviting}>{t.invite}</SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** The short record of removals (issue 39 item 5): who left the team and when, newest first. */
export function RemovedList({ removed }: { removed: string[] }) {
  if (removed.length === 0) return null;
  return (
    <section className="panel panel-md" aria-labelledby="team-removed">
      <h2 id="team-removed" className="mb-2 font-semibold">
        {t.removedTitle}
      </h2>
      <p className="mb-2 text-sm text-slate-600">{t.removedIntro}</p>
      <ul className="grid gap-1 text-sm text-slate-700 [overflow-wrap:anywhere]" data-testid="team-removed">
        {removed.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The confirmations opened by `?ritira=`, `?rimuovi=` and `?cedi=` (hand-over asks for the password). */
export function TeamDialogs({
  members,
  path,
  search,
  passwordError,
}: {
  members: TeamMemberView[];
  path: string;
  search: URLSearchParams;
  passwordError: string | null;
}) {
  const find = (key: string) => members.find((member) => member.documentId === search.get(key)) ?? null;
  const withdraw = find('ritira');
  const remove = find('rimuovi');
  const handOver = find('cedi');
  if (withdraw)
    return (
      <ConfirmDialog
        title={t.withdrawTitle}
        cancelTo={path}
        cancelLabel={t.cancel}
        confirmLabel={t.withdraw}
        intent="withdraw"
        fields={{ member: withdraw.documentId }}
      >
        <p>{t.withdrawBody(withdraw.email)}</p>
      </ConfirmDialog>
    );
  if (remove)
    return (
      <ConfirmDialog
        title={t.removeTitle}
        cancelTo={path}
        cancelLabel={t.cancel}
        confirmLabel={t.remove}
        intent="remove"
        tone="error"
        fields={{ member: remove.documentId }}
      >
        <p>{t.removeBody(remove.nome)}</p>
      </ConfirmDialog>
    );
  if (handOver)
    return (
      <ConfirmDialog
        title={t.handOverTitle}
        cancelTo={path}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        intent="handover"
        fields={{ member: handOver.documentId }}
        inputs={
          <Field
            label={t.password}
            errors={passwordError ? [passwordError] : null}
            inputProps={{
              name: 'password',
              type: 'password',
              autoComplete: 'current-password',
              required: true,
            }}
          />
        }
      >
        <p>{t.handOverBody(handOver.nome)}</p>
      </ConfirmDialog>
    );
  return null;
}
