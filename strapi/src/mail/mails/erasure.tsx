// After a self-service erasure (issue 41, api/privacy/services/erasure.ts): the person is told what went and what
// stays. Sent after the deletion committed, to the address read before it; there is no account any more, so no
// button.
import type { MailContext } from '../context';
import { Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export type ErasureMailInput = {
  kind: 'candidate' | 'company' | 'member';
  /** Company: the unspent credits that were lost. */
  creditiPersi?: number;
};

const KEPT: Record<ErasureMailInput['kind'], string> = {
  candidate:
    'Le aziende che avevano sbloccato i tuoi contatti vedono solo “Candidato cancellato” nei loro registri, mai il tuo nome.',
  company:
    'Conserviamo per 10 anni le fatture e i pagamenti, con i soli dati fiscali dell’azienda, come chiede la legge (art. 2220 c.c.).',
  member: 'I preferiti e gli sblocchi che hai fatto restano all’azienda, senza il tuo nome.',
};

export const erasureMail = ({ kind, creditiPersi = 0 }: ErasureMailInput, ctx: MailContext) =>
  renderMail(
    'Il tuo account è stato eliminato',
    <Layout
      preview={`Abbiamo eliminato il tuo account su ${PORTAL_NAME}.`}
      heading="Il tuo account è stato eliminato"
      sender={ctx.sender}
      reason={`perché hai chiesto di eliminare il tuo account su ${PORTAL_NAME}.`}
    >
      <P>Ciao,</P>
      <P>
        come hai chiesto, abbiamo eliminato il tuo account e i tuoi dati su {PORTAL_NAME}. Non potrai più
        accedere con questo indirizzo, ma puoi registrarti di nuovo quando vuoi.
      </P>
      {kind === 'company' && creditiPersi > 0 ? (
        <P>I {creditiPersi} crediti non usati sono andati persi.</P>
      ) : null}
      <P>{KEPT[kind]}</P>
    </Layout>,
  );
