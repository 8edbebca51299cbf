// The account e-mails, sent instead of users-permissions' templates (src/extensions/users-permissions): the
// confirmation of a new address (registration and resend, candidate and company accounts) and password recovery.
import type { MailContext } from '../context';
import { Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export type AccountKind = 'candidate' | 'company';

const ACCOUNT: Record<AccountKind, string> = { candidate: 'candidato', company: 'azienda' };

export type ConfirmationInput = {
  kind: AccountKind;
  code: string;
  /** The one-time code with which the verified page lets the person choose a password (issue 39 item 6). */
  passwordCode?: string;
  /** The person's first name (a candidate's nome, a company's referente), for the greeting. */
  nome?: string;
};

/**
 * The confirmation link goes to the Remix page /conferma, which asks Strapi to confirm the address; with
 * `codice`, the verified page then asks for the password at once (no recovery mail needed).
 */
export const confirmationMail = ({ kind, code, passwordCode, nome }: ConfirmationInput, ctx: MailContext) => {
  const codice = passwordCode ? `&codice=${encodeURIComponent(passwordCode)}` : '';
  const url = `${ctx.baseUrl}/conferma?confirmation=${encodeURIComponent(code)}${codice}`;
  return renderMail(
    'Conferma il tuo indirizzo email',
    <Layout
      preview="Conferma il tuo indirizzo per attivare l’account."
      heading="Conferma il tuo indirizzo email"
      action={{ label: 'Conferma l’indirizzo email', url }}
      sender={ctx.sender}
      reason={`perché con questo indirizzo è stato registrato un account ${ACCOUNT[kind]} sul portale.`}
      after={
        <P>Se non hai richiesto tu la registrazione, ignora questa email: l’account non verrà attivato.</P>
      }
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>
        {kind === 'company'
          ? `grazie per aver registrato la tua azienda su ${PORTAL_NAME}: la creazione dell’account aziendale è gratuita.`
          : `grazie per esserti registrato su ${PORTAL_NAME}: la creazione del tuo account è gratuita.`}
      </P>
      <P>
        Per attivare l’account conferma il tuo indirizzo email
        {passwordCode ? ' e scegli subito la tua password' : ''}:
      </P>
    </Layout>,
  );
};

/** `resetPage`: users-permissions' advanced setting `email_reset_password` (the Remix page /reset-password). */
export const resetPasswordMail = (
  { resetPage, code }: { resetPage: string; code: string },
  ctx: MailContext,
) => {
  const url = `${resetPage}?code=${encodeURIComponent(code)}`;
  return renderMail(
    'Recupero della password',
    <Layout
      preview="Scegli una nuova password per il tuo account."
      heading="Recupero della password"
      action={{ label: 'Scegli una nuova password', url }}
      sender={ctx.sender}
      reason="perché è stato chiesto il recupero della password dell’account legato a questo indirizzo."
      after={
        <P>Se non hai richiesto tu il recupero, ignora questa email: la tua password resta invariata.</P>
      }
    >
      <P>Ciao,</P>
      <P>abbiamo ricevuto una richiesta di recupero della password del tuo account.</P>
      <P>Per scegliere una nuova password:</P>
    </Layout>,
  );
};
