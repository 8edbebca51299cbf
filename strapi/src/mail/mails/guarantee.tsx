// The credit guarantee (issue 26, api/guarantee-report): the candidate is asked at once whether their contacts are
// right; the reporting company gets the contacts as they are when the candidate confirms or corrects them, or its
// credit back after seven days. Never the reporting company's name in the candidate's mail.
import type { MailContext } from '../context';
import { A, Layout, P, PORTAL_NAME, text } from '../layout';
import { renderMail } from '../render';

export type GuaranteeContacts = { email: string | null; telefono: string | null; indirizzo: string | null };

/** To the candidate: a company that bought the profile could not reach them. */
export const guaranteeCandidateMail = (
  { nome, confirmLink, profileLink }: { nome: string; confirmLink: string; profileLink: string },
  ctx: MailContext,
) =>
  renderMail(
    'Un’azienda non è riuscita a contattarti',
    <Layout
      preview="Conferma i tuoi contatti o correggili: le aziende interessate a te devono poterti raggiungere."
      heading="Un’azienda non è riuscita a contattarti"
      action={{ label: 'I miei contatti sono corretti', url: confirmLink }}
      sender={ctx.sender}
      reason={`perché hai un profilo da candidato su ${PORTAL_NAME} e un’azienda che lo ha acquistato ci ha segnalato che non riesce a contattarti.`}
      after={
        <P>
          Se il telefono o l’indirizzo e-mail sono cambiati,{' '}
          <A href={profileLink}>correggili nel tuo profilo</A>: finché non lo fai, il tuo profilo potrebbe non
          essere mostrato alle aziende.
        </P>
      }
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>
        un’azienda che ha acquistato il tuo profilo su {PORTAL_NAME} ha provato a contattarti con i recapiti
        che hai indicato, senza riuscirci.
      </P>
      <P>Se i tuoi contatti sono corretti, confermalo con questo pulsante:</P>
    </Layout>,
  );

const contactLines = (contatti: GuaranteeContacts) => [
  `E-mail: ${contatti.email || '—'}`,
  `Telefono: ${contatti.telefono || '—'}`,
  `Indirizzo: ${contatti.indirizzo || '—'}`,
];

/** To the company: the candidate confirmed or corrected their contacts; here they are as they are now. */
export const guaranteeReachableMail = (
  { candidato, contatti, link }: { candidato: string; contatti: GuaranteeContacts; link: string },
  ctx: MailContext,
) =>
  renderMail(
    `${candidato} ha confermato i suoi contatti`,
    <Layout
      preview="La segnalazione è chiusa: ecco i contatti aggiornati del candidato."
      heading="Il candidato ha confermato i suoi contatti"
      action={{ label: 'Apri il profilo', url: link }}
      sender={ctx.sender}
      reason={`perché la vostra azienda ha segnalato su ${PORTAL_NAME} di non riuscire a contattare ${candidato}.`}
    >
      <P>Buongiorno,</P>
      <P>
        {candidato} ha confermato o corretto i suoi contatti, quindi la vostra segnalazione è chiusa come
        “raggiungibile” e il credito resta speso. I contatti di oggi sono:
      </P>
      <ul className="mail-text" style={{ ...text.paragraph, paddingLeft: '20px' }}>
        {contactLines(contatti).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Layout>,
  );

/** To the company: the report stayed open seven days, the credit is back. */
export const guaranteeRefundMail = (
  { candidato, link }: { candidato: string; link: string },
  ctx: MailContext,
) =>
  renderMail(
    'Garanzia: il credito ti è stato restituito',
    <Layout
      preview={`Il candidato ${candidato} non ha confermato i suoi contatti in 7 giorni.`}
      heading="Il credito ti è stato restituito"
      action={{ label: 'Vedi i movimenti crediti', url: link }}
      sender={ctx.sender}
      reason={`perché la vostra azienda ha segnalato su ${PORTAL_NAME} di non riuscire a contattare ${candidato}.`}
    >
      <P>Buongiorno,</P>
      <P>
        sono passati 7 giorni dalla vostra segnalazione e {candidato} non ha confermato né corretto i suoi
        contatti: il credito speso per il profilo vi è stato restituito, con la voce “Rimborso garanzia” nei
        movimenti crediti.
      </P>
    </Layout>,
  );
