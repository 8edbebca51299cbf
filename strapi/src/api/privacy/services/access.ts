/**
 * Who received a candidate's data (GDPR art. 15, issue 41 item 3): the companies that unlocked their contacts (name,
 * date), the visits by company and day (kept RETENTION.technicalRecordDays), the alert e-mails that showed them to a
 * company, and every consent of their account. Only what concerns the caller: every query is keyed on their own
 * hr_user id or account id, and names a company only through a row that company made.
 */
import type { Core } from '@strapi/strapi';
import { linkTable } from '../../../utils/link-table';
import { findRows } from '../../../utils/rows';

export type UnlockedBy = { azienda: string; data: string };
export type VisitBy = { azienda: string; giorno: string; tipo: 'profilo' | 'profilo_esteso' };
export type AlertBy = { azienda: string; inviata_il: string; tipo: 'database' | 'nuovo_profilo' };
export type ConsentRecord = { termini: number; privacy: number; accettato_il: string; origine: string };

const iso = (value: unknown) =>
  new Date(
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string),
  ).toISOString();

const accessService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  return {
    /** The companies that unlocked the candidate's contacts, newest first (an erased company is no longer named). */
    async unlockedBy(hrUserId: number): Promise<UnlockedBy[]> {
      const byUser = linkTable(strapi, 'api::unlock.unlock', 'hr_user');
      const byCompany = linkTable(strapi, 'api::unlock.unlock', 'hr_company');
      const rows = (await knex()('unlocks as u')
        .join(`${byUser.name} as lu`, `lu.${byUser.joinColumn.name}`, 'u.id')
        .join(`${byCompany.name} as lc`, `lc.${byCompany.joinColumn.name}`, 'u.id')
        .join('hr_companies as c', 'c.id', `lc.${byCompany.inverseJoinColumn.name}`)
        .where(`lu.${byUser.inverseJoinColumn.name}`, hrUserId)
        .orderBy('u.data_sblocco', 'desc')
        .select('c.nome as azienda', 'u.data_sblocco as data')) as Array<{ azienda: string; data: unknown }>;
      return rows.map((row) => ({ azienda: row.azienda, data: iso(row.data) }));
    },

    /** Visits of the candidate's card or profile by companies, by company and day (newest first). */
    async visitsBy(hrUserId: number): Promise<VisitBy[]> {
      const rows = (await knex()('visite as v')
        .join('hr_companies as c', 'c.id', 'v.visitatore')
        .where('v.visitato', hrUserId)
        .whereIn('v.tipo', ['profilo', 'profilo_esteso'])
        .orderBy('v.giorno', 'desc')
        .orderBy('c.nome')
        .select('c.nome as azienda', 'v.giorno', 'v.tipo')) as VisitBy[];
      return rows.map((row) => ({ azienda: row.azienda, giorno: row.giorno, tipo: row.tipo }));
    },

    /** The alert e-mails that showed the candidate to a company. */
    async alertsBy(hrUserId: number): Promise<AlertBy[]> {
      const rows = (await knex()('alert_matches as m')
        .join('hr_companies as c', 'c.id', 'm.azienda')
        .where('m.candidato', hrUserId)
        .orderBy('m.inviata_il', 'desc')
        .select('c.nome as azienda', 'm.inviata_il', 'm.tipo')) as Array<{
        azienda: string;
        inviata_il: unknown;
        tipo: AlertBy['tipo'];
      }>;
      return rows.map((row) => ({ azienda: row.azienda, inviata_il: iso(row.inviata_il), tipo: row.tipo }));
    },

    /** Every consent the account gave (terms and privacy versions), oldest first. */
    async consentsOf(userId: number): Promise<ConsentRecord[]> {
      const rows = await findRows(strapi, 'api::privacy.consent', {
        where: { user: { id: userId } },
        select: ['termini', 'privacy', 'accettato_il', 'origine'],
        orderBy: { accettato_il: 'asc' },
      });
      return rows.map((row) => ({
        termini: Number(row.termini),
        privacy: Number(row.privacy),
        accettato_il: iso(row.accettato_il),
        origine: String(row.origine),
      }));
    },
  };
};

export type AccessService = ReturnType<typeof accessService>;

export default accessService;
