// The alert e-mails (api/alert): Alert Database (the daily digest) and Alert New Profile (the hourly notice), with
// the one-click unsubscribe of RFC 8058 in the headers and as the footer's line.
import type { AlertKind } from '../../api/alert/services/off-link';
import type { MailContext } from '../context';
import { A, italianDate, Layout, P, text } from '../layout';
import { renderMail } from '../render';

/** What a mail shows of a candidate: never contact data nor a surname. */
export type AlertCard = {
  id: number;
  iniziali: string;
  eta: number | null;
  aree: string[];
  provincia: string;
};

export type AlertMailInput = {
  kind: AlertKind;
  cards: AlertCard[];
  hasNext: boolean;
  /** The days a digest covers (Alert Database only). */
  from?: string;
  to?: string;
  /** How long a profile bought from an Alert New Profile mail stays exclusive (np only). */
  exclusivityDays?: number;
  offUrl: string;
};

const WHAT: Record<AlertKind, string> = { db: 'Alert Database', np: 'Alert New Profile' };

const cardLine = (card: AlertCard) =>
  [
    card.iniziali,
    card.eta === null ? null : `${card.eta} anni`,
    card.aree.length ? card.aree.join(', ') : null,
    card.provincia || null,
  ]
    .filter(Boolean)
    .join(' · ');

export const alertMail = (
  { kind, cards, hasNext, from, to, exclusivityDays, offUrl }: AlertMailInput,
  ctx: MailContext,
) => {
  const count = hasNext ? `più di ${cards.length}` : String(cards.length);
  const one = cards.length === 1 && !hasNext;
  const subject =
    kind === 'db'
      ? `Alert Database: ${count} ${one ? 'profilo nuovo o aggiornato' : 'profili nuovi o aggiornati'} per voi`
      : `Alert New Profile: ${count} ${one ? 'nuovo profilo' : 'nuovi profili'} per voi`;
  const period =
    from && to && from !== to
      ? `dal ${italianDate(from)} al ${italianDate(to)}`
      : `il ${italianDate(to ?? '')}`;
  const intro =
    kind === 'db'
      ? one
        ? `ecco il profilo registrato o aggiornato ${period} che corrisponde al vostro Alert Database:`
        : `ecco i profili registrati o aggiornati ${period} che corrispondono al vostro Alert Database:`
      : one
        ? 'si è appena registrato un candidato che corrisponde al vostro Alert New Profile:'
        : 'si sono appena registrati dei candidati che corrispondono al vostro Alert New Profile:';
  const profileUrl = (card: AlertCard) => `${ctx.baseUrl}/resource-profile/${card.id}`;
  const allUrl = `${ctx.baseUrl}/company-foryou`;
  const changeUrl = `${ctx.baseUrl}/company-foryou?${kind === 'db' ? 'configure' : 'configureProfile'}=true`;

  return renderMail(
    subject,
    <Layout
      preview={subject}
      heading={WHAT[kind]}
      action={{ label: 'Vedi i profili consigliati', url: allUrl }}
      sender={ctx.sender}
      reason={
        kind === 'db'
          ? 'perché la vostra azienda ha attivato l’Alert Database sul portale.'
          : 'perché la vostra azienda ha un abbonamento Alert New Profile e ne ha impostato i criteri sul portale.'
      }
      unsubscribe={{
        text: `Per non ricevere più queste e-mail, disattivate l’${WHAT[kind]} con un clic (non serve accedere):`,
        label: `Disattiva l’${WHAT[kind]}`,
        url: offUrl,
      }}
      after={
        <P>
          Per modificare i criteri dell’{WHAT[kind]}: <A href={changeUrl}>Modifica i criteri</A>
        </P>
      }
    >
      <P>Buongiorno,</P>
      <P>{intro}</P>
      <ul className="mail-text" style={{ ...text.paragraph, paddingLeft: '20px' }}>
        {cards.map((card) => (
          <li key={card.id} style={{ marginBottom: '8px' }}>
            <A href={profileUrl(card)}>{cardLine(card)}</A>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <P>Sono più di {cards.length}: li trovate tutti tra i profili consigliati per voi.</P>
      ) : null}
      {kind === 'np' && exclusivityDays ? (
        <P>
          Acquistando uno di questi profili ne avrete l’esclusiva per {exclusivityDays} giorni: nessun’altra
          azienda potrà acquistarlo.
        </P>
      ) : null}
    </Layout>,
    {
      // One-click unsubscribe (RFC 8058): mail clients POST to the same address the link opens.
      headers: { 'List-Unsubscribe': `<${offUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  );
};
