// The candidates' job alert (issue 42, api/avviso-candidato): the job posts published since the previous e-mail
// that match the candidate, at most JOB_ALERT_MAX_POSTS with a link to the board for the rest, and the one-click
// unsubscribe of RFC 8058 in the headers and as the footer's line.
import type { MailContext } from '../context';
import { A, Layout, P, text } from '../layout';
import { renderMail } from '../render';

export type JobAlertPost = {
  documentId: string;
  posizione: string;
  azienda: string | null;
  residenza: string | null;
  distanza: number | null;
};

export type JobAlertMailInput = {
  nome: string;
  posts: JobAlertPost[];
  /** More matching posts than the e-mail lists. */
  hasMore: boolean;
  /** The radius the candidate chose (0: none), carried into the board's link. */
  km: number;
  offUrl: string;
};

const postLine = (post: JobAlertPost) =>
  [
    post.posizione,
    post.azienda,
    post.residenza ? `provincia di ${post.residenza}` : null,
    post.distanza === null ? null : `a ${post.distanza} km da casa`,
  ]
    .filter(Boolean)
    .join(' · ');

export const jobAlertMail = ({ nome, posts, hasMore, km, offUrl }: JobAlertMailInput, ctx: MailContext) => {
  const count = hasMore ? `Più di ${posts.length}` : String(posts.length);
  const one = posts.length === 1 && !hasMore;
  const subject = one ? '1 nuovo annuncio di lavoro per te' : `${count} nuovi annunci di lavoro per te`;
  const boardUrl = `${ctx.baseUrl}/bacheca-annunci${km ? `?distanza=${km}` : ''}`;
  return renderMail(
    subject,
    <Layout
      preview={subject}
      heading="Nuovi annunci per te"
      action={{ label: 'Vai alla bacheca annunci', url: boardUrl }}
      sender={ctx.sender}
      reason="perché hai attivato l’avviso dei nuovi annunci sul portale."
      unsubscribe={{
        text: 'Per non ricevere più questi avvisi, disattivali con un clic (non serve accedere):',
        label: 'Disattiva l’avviso dei nuovi annunci',
        url: offUrl,
      }}
      after={
        <P>
          Puoi cambiare la distanza o disattivare l’avviso dalle{' '}
          <A href={`${ctx.baseUrl}/impostazioni`}>impostazioni</A>.
        </P>
      }
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>
        {one
          ? 'è stato pubblicato un annuncio adatto alle tue mansioni e aree di competenza:'
          : 'sono stati pubblicati degli annunci adatti alle tue mansioni e aree di competenza:'}
      </P>
      <ul className="mail-text" style={{ ...text.paragraph, paddingLeft: '20px' }}>
        {posts.map((post) => (
          <li key={post.documentId} style={{ marginBottom: '8px' }}>
            {postLine(post)}
          </li>
        ))}
      </ul>
      {hasMore ? <P>Ce ne sono altri: li trovi tutti nella bacheca annunci.</P> : null}
      <P>Nella bacheca puoi leggere ogni annuncio e rispondere «Mi interessa».</P>
    </Layout>,
    {
      // One-click unsubscribe (RFC 8058): mail clients POST to the same address the link opens.
      headers: { 'List-Unsubscribe': `<${offUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  );
};
