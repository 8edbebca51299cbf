// The daily notice to a company about new interested candidates of one of its job posts (api/annunci notice):
// names and competence areas, never contact data, and the way to the post. One voice, 'tu', like every text of the
// portal to a company (issue 39 item 8).
import type { MailContext } from '../context';
import { Layout, P, text } from '../layout';
import { renderMail } from '../render';

export type InterestedCandidate = { nome: string; cognome: string; aree: string[] };

const line = (c: InterestedCandidate) =>
  `${c.nome} ${c.cognome}`.trim() + (c.aree.length ? ` (${c.aree.join(', ')})` : '');

export const interestNoticeMail = (
  { posizione, candidates, link }: { posizione: string; candidates: InterestedCandidate[]; link: string },
  ctx: MailContext,
) =>
  renderMail(
    `Nuovi candidati interessati al tuo annuncio "${posizione}"`,
    <Layout
      preview={`${candidates.length === 1 ? 'Un candidato' : `${candidates.length} candidati`} per “${posizione}”.`}
      heading="Nuovi candidati interessati"
      action={{ label: 'Apri l’annuncio', url: link }}
      sender={ctx.sender}
      reason={`perché la tua azienda ha pubblicato l’annuncio “${posizione}” sul portale. L’avviso arriva al massimo una volta al giorno per annuncio, finché l’annuncio non è archiviato.`}
    >
      <P>Buongiorno,</P>
      <P>questi candidati hanno cliccato “Mi interessa” sul tuo annuncio “{posizione}”:</P>
      <ul className="mail-text" style={{ ...text.paragraph, paddingLeft: '20px' }}>
        {candidates.map((c, index) => (
          <li key={index}>{line(c)}</li>
        ))}
      </ul>
      <P>Per vedere i profili e acquistare i contatti, apri l’annuncio:</P>
    </Layout>,
  );
