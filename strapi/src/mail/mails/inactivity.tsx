// The last e-mail before an inactive candidate's profile is erased (issue 41, api/privacy/services/retention.ts):
// no sign-in and no update for RETENTION.inactiveCandidateMonths months; signing in (or confirming the profile)
// within RETENTION.inactiveCandidateNoticeDays days keeps it.
import { RETENTION } from '../../catalog/privacy';
import type { MailContext } from '../context';
import { Layout, P, PORTAL_NAME } from '../layout';
import { renderMail } from '../render';

export const inactivityMail = ({ nome, link }: { nome: string; link: string }, ctx: MailContext) =>
  renderMail(
    `Il tuo profilo sarà eliminato tra ${RETENTION.inactiveCandidateNoticeDays} giorni`,
    <Layout
      preview="Accedi per tenere il tuo profilo."
      heading={`Il tuo profilo sarà eliminato tra ${RETENTION.inactiveCandidateNoticeDays} giorni: accedi per tenerlo`}
      action={{ label: 'Accedi e tieni il profilo', url: link }}
      sender={ctx.sender}
      reason={`perché hai un profilo da candidato su ${PORTAL_NAME} che non usi da ${RETENTION.inactiveCandidateMonths} mesi.`}
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>
        non accedi e non aggiorni il tuo profilo su {PORTAL_NAME} da più di{' '}
        {RETENTION.inactiveCandidateMonths} mesi. Come promette la nostra informativa privacy, non teniamo i
        dati di chi non usa più il portale.
      </P>
      <P>
        Se non accedi entro {RETENTION.inactiveCandidateNoticeDays} giorni, elimineremo il tuo account e il
        tuo profilo. Per tenerlo basta accedere.
      </P>
    </Layout>,
  );
