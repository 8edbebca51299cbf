// The freshness reminder (api/freshness): a candidate whose profile is older than six months confirms it is still
// right with one link, valid 30 days; "accedi al portale" is a link to the profile (through the login).
import type { MailContext } from '../context';
import { A, Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export const freshnessMail = ({ nome, link }: { nome: string; link: string }, ctx: MailContext) =>
  renderMail(
    'Il tuo profilo è ancora aggiornato?',
    <Layout
      preview="Conferma con un clic che i tuoi dati sono ancora corretti."
      heading="Il tuo profilo è ancora aggiornato?"
      action={{ label: 'Il mio profilo è aggiornato', url: link }}
      sender={ctx.sender}
      reason={`perché hai un profilo da candidato su ${PORTAL_NAME} non aggiornato da più di sei mesi.`}
      after={
        <P>
          Se qualcosa è cambiato, <A href={`${ctx.baseUrl}/profilo`}>accedi al portale</A> e modifica il tuo
          profilo: le aziende vedono così i dati giusti.
        </P>
      }
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>sono passati più di sei mesi dall’ultimo aggiornamento del tuo profilo su {PORTAL_NAME}.</P>
      <P>Se i tuoi dati sono ancora corretti, confermalo con questo pulsante (il link vale 30 giorni):</P>
    </Layout>,
  );
