// The candidate's weekly e-mail (issue 42 item 3, api/avviso-candidato/services/activity.ts): what companies did
// with the profile this week, sent only in a week with something; one-click opt-out (RFC 8058).
import type { ActivityWeek } from '../../contracts/candidate-mails';
import type { MailContext } from '../context';
import { italianDate, Layout, P, text } from '../layout';
import { renderMail } from '../render';

export type ProfileWeekMailInput = {
  nome: string;
  week: ActivityWeek;
  /** This week's unlocks: the only events that name the company. */
  unlocks: Array<{ azienda: string; il: string }>;
  offUrl: string;
};

const companies = (n: number) => (n === 1 ? '1 azienda' : `${n} aziende`);

/** The subject: the views when there were any (the wording), else a neutral line. */
export const profileWeekSubject = (week: ActivityWeek) =>
  week.visite > 0
    ? `${companies(week.visite)} ${week.visite === 1 ? 'ha visto' : 'hanno visto'} il tuo profilo questa settimana`
    : 'Novità sul tuo profilo questa settimana';

export const profileWeekMail = ({ nome, week, unlocks, offUrl }: ProfileWeekMailInput, ctx: MailContext) => {
  const subject = profileWeekSubject(week);
  const lines = [
    `Visite al profilo: ${companies(week.visite)}`,
    `Aggiunto ai preferiti da: ${companies(week.preferiti)}`,
    `Contatti sbloccati da: ${companies(week.sblocchi)}`,
  ];
  return renderMail(
    subject,
    <Layout
      preview={subject}
      heading="Il tuo profilo questa settimana"
      action={{ label: 'Aggiorna il tuo profilo', url: `${ctx.baseUrl}/profilo` }}
      sender={ctx.sender}
      reason="perché hai un profilo da candidato sul portale e le aziende lo hanno cercato questa settimana."
      unsubscribe={{
        text: 'Per non ricevere più questo riepilogo settimanale, disattivalo con un clic (non serve accedere):',
        label: 'Disattiva il riepilogo settimanale',
        url: offUrl,
      }}
    >
      <P>{nome ? `Ciao ${nome},` : 'Ciao,'}</P>
      <P>ecco cosa hanno fatto le aziende con il tuo profilo dal {italianDate(week.dal)} a oggi:</P>
      <ul className="mail-text" style={{ ...text.paragraph, paddingLeft: '20px' }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {unlocks.length ? (
        <P>
          Hanno sbloccato i tuoi contatti e potrebbero chiamarti:{' '}
          {unlocks.map((unlock) => unlock.azienda).join(', ')}.
        </P>
      ) : null}
      <P>
        Un profilo aggiornato e completo riceve più visite: controlla che i tuoi dati siano ancora giusti.
      </P>
    </Layout>,
    { headers: { 'List-Unsubscribe': `<${offUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
  );
};
