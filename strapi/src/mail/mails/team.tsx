// The invitation to a company's team (issue 27): the titolare invited a colleague, who chooses a password on the
// reset-password page (same rules, same page) through a link valid INVITO_GIORNI days, once.
import { INVITO_GIORNI } from '../../catalog/team';
import type { MailContext } from '../context';
import { Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export type TeamInvitationInput = {
  nome: string;
  azienda: string;
  invitante: string;
  code: string;
  /** The invitation's documentId: the page greets a new member and, when the code no longer works, says why. */
  invito: string;
};

/** The link of an invitation: the reset-password page, told by `invito=<documentId>` it opens an invitation. */
export const invitationLink = (baseUrl: string, code: string, invito: string) =>
  `${baseUrl}/reset-password?code=${encodeURIComponent(code)}&invito=${encodeURIComponent(invito)}`;

export const teamInvitationMail = (
  { nome, azienda, invitante, code, invito }: TeamInvitationInput,
  ctx: MailContext,
) =>
  renderMail(
    `Invito nel team di ${azienda}`,
    <Layout
      preview={`${invitante} ti ha invitato a usare ${PORTAL_NAME} per ${azienda}.`}
      heading={`Invito nel team di ${azienda}`}
      action={{ label: 'Scegli la tua password', url: invitationLink(ctx.baseUrl, code, invito) }}
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

export type TeamInvitationRefusedInput = { azienda: string; invitante: string };

/**
 * An invitation that cannot be (issue 39 item 10): the address already has an account on the portal (a candidate,
 * a company, another team). The inviter is answered as for any invitation; the decision reaches only the address.
 */
export const teamInvitationRefusedMail = (
  { azienda, invitante }: TeamInvitationRefusedInput,
  ctx: MailContext,
) =>
  renderMail(
    `Invito nel team di ${azienda}`,
    <Layout
      preview={`${invitante} ha provato a invitarti nel team di ${azienda}: questo indirizzo ha già un account.`}
      heading={`Invito nel team di ${azienda}`}
      action={{ label: `Accedi a ${PORTAL_NAME}`, url: `${ctx.baseUrl}/` }}
      sender={ctx.sender}
      reason={`perché ${invitante} ha provato a invitarti nel team aziendale di ${azienda} su ${PORTAL_NAME}.`}
      after={<P>Se non conosci questa azienda, ignora questa email: nessun account è stato creato.</P>}
    >
      <P>Ciao,</P>
      <P>
        {invitante} ha provato a invitarti nel team di {azienda} su {PORTAL_NAME}, ma questo indirizzo email
        ha già un account sul portale (come candidato, come azienda o nel team di un’altra azienda) e non può
        entrare in un altro team.
      </P>
      <P>
        Se vuoi entrare nel team di {azienda}, chiedi a {invitante} di invitarti con un altro indirizzo email.
        Il tuo account resta com’è.
      </P>
    </Layout>,
  );
