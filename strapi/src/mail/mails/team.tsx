// The invitation to a company's team (issue 27): the titolare invited a colleague, who chooses a password on the
// reset-password page (same rules, same page) through a link valid INVITO_GIORNI days, once.
import { INVITO_GIORNI } from '../../catalog/team';
import type { MailContext } from '../context';
import { Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export type TeamInvitationInput = { nome: string; azienda: string; invitante: string; code: string };

/** The link of an invitation: the reset-password page, told by `invito=1` to greet a new member. */
export const invitationLink = (baseUrl: string, code: string) =>
  `${baseUrl}/reset-password?code=${encodeURIComponent(code)}&invito=1`;

export const teamInvitationMail = (
  { nome, azienda, invitante, code }: TeamInvitationInput,
  ctx: MailContext,
) =>
  renderMail(
    `Invito nel team di ${azienda}`,
    <Layout
      preview={`${invitante} ti ha invitato a usare ${PORTAL_NAME} per ${azienda}.`}
      heading={`Invito nel team di ${azienda}`}
      action={{ label: 'Scegli la tua password', url: invitationLink(ctx.baseUrl, code) }}
      sender={ctx.sender}
      reason={`perché ${invitante} ti ha invitato nel team aziendale di ${azienda} su ${PORTAL_NAME}.`}
      after={<P>Se non conosci questa azienda, ignora questa email: l’invito scadrà da solo.</P>}
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>
        {invitante} ti ha invitato a entrare nel team di {azienda} su {PORTAL_NAME}: potrai cercare e
        sbloccare i profili dei candidati con i crediti dell’azienda, accedendo con il tuo indirizzo email.
      </P>
      <P>
        Per attivare il tuo accesso scegli una password (il link vale {INVITO_GIORNI} giorni e si può usare
        una sola volta):
      </P>
    </Layout>,
  );
