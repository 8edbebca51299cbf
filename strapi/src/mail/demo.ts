// Every e-mail of the portal filled with demo data: what `npm run mail:preview` writes (scripts/mail-preview.ts)
// and what the unit tests render. `hostile` puts markup in every name a person or a company can type, to show it
// stays text.
import { legalFromEnv } from '../catalog/legal';
import type { MailContext } from './context';
import {
  alertMail,
  confirmationMail,
  freshnessMail,
  guaranteeCandidateMail,
  guaranteeReachableMail,
  guaranteeRefundMail,
  interestNoticeMail,
  invoiceMail,
  resetPasswordMail,
  teamInvitationMail,
  teamInvitationRefusedMail,
  type Mail,
} from './index';

export const DEMO_CONTEXT: MailContext = {
  baseUrl: 'http://localhost:3000',
  sender: legalFromEnv({}).controller,
};

export type DemoMail = {
  /** File name of the preview and test name. */
  name: string;
  /** The link the main button opens. */
  mainLink: string;
  /** A name typed by a user, as it appears in the mail. */
  typed: string;
  render(): Promise<Mail>;
};

const CODE = '4f1c9e2ab7d3056e8c1fa2b94d7e6a3c5b0d8e17';
const TOKEN = 'Zk3v9QmR2xT7pL0aY5nB8cW1eD4fG6hJ3kM9sU2wX7q';
const OFF = 'k2m9x7c4v1b8n5z3q6w0e2r4t.db.Zk3v9QmR2xT7pL0aY5nB8cW1eD4fG6hJ3kM9sU2wX7q';

export const demoMails = (hostile = '', ctx: MailContext = DEMO_CONTEXT): DemoMail[] => {
  const nome = hostile || 'Giulia';
  const posizione = hostile || 'Operatore CNC';
  const iniziali = hostile || 'M. R.';
  const descrizione = hostile || 'Pacchetto 10 crediti: 10 crediti per sbloccare i profili dei candidati';
  const card = (id: number, i: string, eta: number, aree: string[], provincia: string) => ({
    id,
    iniziali: i,
    eta,
    aree,
    provincia,
  });
  const cards = [
    card(7, iniziali, 34, ['Saldatura', 'Carpenteria metallica'], 'Milano (MI)'),
    card(12, 'L. B.', 41, ['Manutenzione', 'Automazione e PLC', 'Elettromeccanica'], 'Bergamo (BG)'),
    card(31, 'S. E.', 27, ['Controllo numerico (CNC)'], 'Monza e della Brianza (MB)'),
  ];
  const offUrl = `${ctx.baseUrl}/alert-off/${OFF}`;
  return [
    {
      name: 'conferma-candidato',
      mainLink: `${ctx.baseUrl}/conferma?confirmation=${CODE}&codice=${CODE}`,
      typed: nome,
      render: () => confirmationMail({ kind: 'candidate', code: CODE, passwordCode: CODE, nome }, ctx),
    },
    {
      name: 'conferma-azienda',
      mainLink: `${ctx.baseUrl}/conferma?confirmation=${CODE}&codice=${CODE}`,
      typed: nome,
      render: () => confirmationMail({ kind: 'company', code: CODE, passwordCode: CODE, nome }, ctx),
    },
    {
      name: 'recupero-password',
      mainLink: `${ctx.baseUrl}/reset-password?code=${CODE}${CODE}`,
      typed: '',
      render: () => resetPasswordMail({ resetPage: `${ctx.baseUrl}/reset-password`, code: CODE + CODE }, ctx),
    },
    {
      name: 'invito-team',
      mainLink: `${ctx.baseUrl}/reset-password?code=${CODE}&invito=INVITO`,
      typed: nome,
      render: () =>
        teamInvitationMail(
          {
            nome,
            azienda: hostile || 'Officine Demo S.r.l.',
            invitante: hostile || 'Mario Rossi',
            code: CODE,
            invito: 'INVITO',
          },
          ctx,
        ),
    },
    {
      name: 'invito-team-rifiutato',
      mainLink: `${ctx.baseUrl}/`,
      typed: hostile || 'Mario Rossi',
      render: () =>
        teamInvitationRefusedMail(
          { azienda: hostile || 'Officine Demo S.r.l.', invitante: hostile || 'Mario Rossi' },
          ctx,
        ),
    },
    {
      name: 'alert-database',
      mainLink: `${ctx.baseUrl}/company-foryou`,
      typed: iniziali,
      render: () =>
        alertMail({ kind: 'db', cards, hasNext: false, from: '2026-11-20', to: '2026-11-22', offUrl }, ctx),
    },
    {
      name: 'alert-new-profile',
      mainLink: `${ctx.baseUrl}/company-foryou`,
      typed: iniziali,
      render: () =>
        alertMail(
          {
            kind: 'np',
            cards: [...cards, ...Array.from({ length: 17 }, (_, i) => ({ ...cards[1], id: 100 + i }))],
            hasNext: true,
            exclusivityDays: 15,
            offUrl: offUrl.replace('.db.', '.np.'),
          },
          ctx,
        ),
    },
    {
      name: 'annuncio-interessati',
      mainLink: `${ctx.baseUrl}/company-job-posts/h8k2m4n6p8r0t2v4x6z8b0d2`,
      typed: posizione,
      render: () =>
        interestNoticeMail(
          {
            posizione,
            candidates: [
              { nome, cognome: 'Rossi', aree: ['Controllo numerico (CNC)', 'Meccanica'] },
              { nome: 'Luca', cognome: 'Bianchi', aree: [] },
            ],
            link: `${ctx.baseUrl}/company-job-posts/h8k2m4n6p8r0t2v4x6z8b0d2`,
          },
          ctx,
        ),
    },
    {
      name: 'aggiornamento-profilo',
      mainLink: `${ctx.baseUrl}/aggiornamento/${TOKEN}`,
      typed: nome,
      render: () => freshnessMail({ nome, link: `${ctx.baseUrl}/aggiornamento/${TOKEN}` }, ctx),
    },
    {
      name: 'fattura',
      mainLink: `${ctx.baseUrl}/fatture/q1w2e3r4t5y6u7i8o9p0a1s2`,
      typed: descrizione,
      render: () =>
        invoiceMail(
          {
            documentId: 'q1w2e3r4t5y6u7i8o9p0a1s2',
            numero: '12/2026',
            data: '2026-11-25',
            descrizione,
            imponibile: 29000,
            aliquota_iva: 22,
            imposta: 6380,
            totale: 35380,
            file_name: 'IT01234567897_2600C.xml',
            xml: '<?xml version="1.0" encoding="UTF-8"?><p:FatturaElettronica versione="FPR12"/>',
          },
          ctx,
        ),
    },
    {
      name: 'garanzia-candidato',
      mainLink: `${ctx.baseUrl}/garanzia/${TOKEN}`,
      typed: nome,
      render: () =>
        guaranteeCandidateMail(
          { nome, confirmLink: `${ctx.baseUrl}/garanzia/${TOKEN}`, profileLink: `${ctx.baseUrl}/profilo` },
          ctx,
        ),
    },
    {
      name: 'garanzia-raggiungibile',
      mainLink: `${ctx.baseUrl}/resource-profile/7`,
      typed: nome,
      render: () =>
        guaranteeReachableMail(
          {
            candidato: `${nome} Rossi`,
            contatti: { email: 'giulia.rossi@esempio.it', telefono: '3331234567', indirizzo: 'Via Roma 1' },
            link: `${ctx.baseUrl}/resource-profile/7`,
          },
          ctx,
        ),
    },
    {
      name: 'garanzia-rimborso',
      mainLink: `${ctx.baseUrl}/company-info`,
      typed: nome,
      render: () =>
        guaranteeRefundMail({ candidato: `${nome} Rossi`, link: `${ctx.baseUrl}/company-info` }, ctx),
    },
  ];
};
