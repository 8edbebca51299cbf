// The alert e-mails (issue 11; decisions.md "Server-side jobs"):
// - Alert Database: once a day, to each company with `filtri` set, the matching profiles created or updated
//   (ultima_modifica) on the days since its previous digest: the digest of day D covers the days after the last day
//   the company's previous digest covered (`alert_db_coperto_al`) up to D-1, whole Italian days only (ultima_modifica
//   has day granularity), and never more than the last ALERT_DB_MAX_DAYS days; the first covers D-1.
// - Alert New Profile: at most hourly, to each company with a live abbonamento_np and `filtri_profile` set, the
//   matching profiles created since its previous notice (`alert_np_dal`, at most ALERT_NP_MAX_HOURS back; the first
//   notice looks back one hour), with the exclusivity line.
// Each e-mail is claimed in job_runs (utils/job-run.ts) per company and period (`alert-database:<D>:<id>`,
// `alert-new-profile:<UTC hour>:<id>`) before the query, so N instances send it once. The company's state moves on
// only after a successful send (or when nothing matched); a failed send releases the claim and the next run (the
// cron is hourly) sends it again. A crash between claim and state leaves the state behind, so the next period's
// e-mail covers the missed days too: nothing is skipped, and no period's e-mail goes twice.
// One indexed search query per company (human-resource/services/search.ts, alert scope: blacklist applied, 20 ids), then
// the cards of at most 20 candidates: initials, age, competence areas, province. Never contact data nor a surname.
import { isDraining } from '../../../observability/shutdown';
import type { Core } from '@strapi/strapi';
import {
  nomeOfProvincia,
  parseAlertFilters,
  searchFiltersOfAlert,
  type AlertFilters,
} from '../../../catalog';
import { alertMail, mailContext, sendMail, type AlertCard } from '../../../mail';
import { isoDateInRome } from '../../../utils/dates';
import { inIdOrder } from '../../../utils/in-id-order';
import { findRows, type Row } from '../../../utils/rows';
import { runKey } from '../../job-run/services/job-run';
import { COMPANY_PLACE_COLUMNS, workPlaceOf, type CompanyPlaceColumns } from '../../../catalog';
import { cardOrigin, distanceFrom, type DistanceOrigin } from '../../human-resource/services/places';
import { ageOn } from '../../human-resource/services/profiles';
import type { SearchCompany } from '../../human-resource/services/search';
import { ALERT_FIELD, type AlertKind } from './off-link';

const HR_COMPANY = 'api::hr-company.hr-company';
const HR_USER = 'api::hr-user.hr-user';
const BATCH = 200;
const HOUR_MS = 3_600_000;

/** How far back a digest reaches when the previous one is older (a company that set its alert again, say). */
export const ALERT_DB_MAX_DAYS = 7;
export const ALERT_NP_MAX_HOURS = 24;
export const EXCLUSIVITY_DAYS = 15;

/** YYYY-MM-DD plus `days` (calendar arithmetic on the date itself, no time zone involved). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const initial = (text: unknown) => {
  const first = typeof text === 'string' ? Array.from(text.trim())[0] : undefined;
  return first ? `${first.toUpperCase()}.` : '';
};

export const initialsOf = (nome: unknown, cognome: unknown) =>
  [initial(nome), initial(cognome)].filter(Boolean).join(' ') || 'Candidato';

type CompanyRow = Row<
  typeof HR_COMPANY,
  | keyof CompanyPlaceColumns
  | 'email'
  | 'piva'
  | 'filtri'
  | 'filtri_profile'
  | 'alert_db_coperto_al'
  | 'alert_np_dal'
>;

const alertsService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Companies (not agencies: they have no alerts) with this alert set, by id, in batches; none after shutdown began
   * (the batch in hand is finished: utils/batches.ts).
   */
  async function* companiesWith(kind: AlertKind): AsyncGenerator<CompanyRow[]> {
    const field = ALERT_FIELD[kind];
    let afterId = 0;
    for (;;) {
      if (isDraining()) return;
      const rows: CompanyRow[] = await findRows(strapi, HR_COMPANY, {
        where: {
          id: { $gt: afterId },
          [field]: { $notNull: true },
          email: { $notNull: true, $ne: '' },
          $or: [{ aut_min: { $null: true } }, { aut_min: '' }],
        },
        select: [
          'id',
          'documentId',
          'email',
          'piva',
          ...COMPANY_PLACE_COLUMNS,
          field,
          kind === 'db' ? 'alert_db_coperto_al' : 'alert_np_dal',
        ],
        orderBy: { id: 'asc' },
        limit: BATCH,
      });
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < BATCH) return;
      afterId = rows[rows.length - 1].id;
    }
  }

  /** The cards of the mail, in the order of `ids`: no contact field is ever selected. */
  const cardsOf = async (
    ids: number[],
    today: string,
    origin: DistanceOrigin | null,
  ): Promise<AlertCard[]> => {
    const rows = await findRows(strapi, HR_USER, {
      where: { id: { $in: ids } },
      select: ['id', 'nome', 'cognome', 'nascita', 'provincia', 'citta'],
      populate: { aree_di_competenza: { select: ['value'] } },
    });
    return inIdOrder(ids, rows).map((row) => {
      const sigla = row.provincia ?? '';
      const nome = sigla ? nomeOfProvincia(sigla) : undefined;
      return {
        id: row.id,
        iniziali: initialsOf(row.nome, row.cognome),
        eta: ageOn(row.nascita, today),
        aree: (row.aree_di_competenza ?? [])
          .flatMap((a) => (a.value == null ? [] : [a.value]))
          .sort((a, b) => a.localeCompare(b, 'it'))
          .slice(0, 3),
        provincia: nome ? `${nome} (${sigla})` : sigla,
        distanza: distanceFrom(origin, row),
      };
    });
  };

  const searchCompany = (company: CompanyRow): SearchCompany => ({
    id: company.id,
    piva: company.piva?.trim() || null,
    ...workPlaceOf(company),
  });

  /**
   * One company's e-mail of one period, claimed first: the search, the mail when something matched, then the
   * company's state. Returns whether a mail went out; any failure gives the claim back and leaves the state.
   */
  const runOne = async (
    company: CompanyRow,
    kind: AlertKind,
    key: string,
    now: Date,
    scope: { modifiedFrom?: string; modifiedTo?: string; createdAfter?: Date; createdTo?: Date },
    alert: AlertFilters,
    state: Record<string, unknown>,
  ): Promise<boolean> => {
    if (!(await strapi.service('api::job-run.job-run').claimRun(key, now))) return false;
    try {
      const today = isoDateInRome(now);
      const filters = searchFiltersOfAlert(alert);
      const { ids, hasNext } = await strapi
        .service('api::human-resource.search')
        .searchIds(searchCompany(company), filters, {
          kind: 'alert',
          ...scope,
        });
      let sent = false;
      if (ids.length > 0) {
        const ctx = mailContext();
        const mail = await alertMail(
          {
            kind,
            cards: await cardsOf(ids, today, cardOrigin(workPlaceOf(company), filters)),
            hasNext,
            from: scope.modifiedFrom,
            to: scope.modifiedTo,
            exclusivityDays: EXCLUSIVITY_DAYS,
            offUrl: `${ctx.baseUrl}/alert-off/${strapi.service('api::alert.off-link').token(company.documentId, kind)}`,
          },
          ctx,
        );
        await sendMail(strapi, company.email as string, mail, `alert-${kind}`);
        sent = true;
        // Which candidates this mail carried, for their art. 15 export (issue 41); deleted after
        // RETENTION.alertMatchDays by the retention job, with the candidate by their erasure.
        await strapi.db.query('api::alert.alert-match').createMany({
          data: ids.map((candidato: number) => ({
            candidato,
            azienda: company.id,
            tipo: kind === 'db' ? 'database' : 'nuovo_profilo',
            inviata_il: now,
          })),
        });
      }
      await strapi.db.query(HR_COMPANY).update({ where: { id: company.id }, data: state });
      return sent;
    } catch (error) {
      await strapi.service('api::job-run.job-run').releaseRun(key);
      strapi.log.error(`[${key.split(':')[0]}] company ${company.id}: ${(error as Error).message}`);
      return false;
    }
  };

  return {
    /** The Alert Database digests due at `now` (one per company and Italian day); returns how many went out. */
    async sendDatabaseDigests(now: Date = new Date()): Promise<number> {
      const today = isoDateInRome(now);
      const last = addDays(today, -1);
      const earliest = addDays(today, -ALERT_DB_MAX_DAYS);
      let sent = 0;
      for await (const companies of companiesWith('db')) {
        for (const company of companies) {
          const alert = parseAlertFilters(company.filtri);
          if (!alert) continue;
          const covered = company.alert_db_coperto_al
            ? String(company.alert_db_coperto_al).slice(0, 10)
            : null;
          let from = covered ? addDays(covered, 1) : last;
          if (from < earliest) from = earliest;
          if (from > last) continue;
          const key = runKey('alert-database', today, company.id);
          const scope = { modifiedFrom: from, modifiedTo: last };
          if (await runOne(company, 'db', key, now, scope, alert, { alert_db_coperto_al: last })) sent += 1;
        }
      }
      return sent;
    },

    /** The Alert New Profile notices due at `now` (one per company and hour); returns how many went out. */
    async sendNewProfileNotices(now: Date = new Date()): Promise<number> {
      const today = isoDateInRome(now);
      const hour = now.toISOString().slice(0, 13);
      const earliest = now.getTime() - ALERT_NP_MAX_HOURS * HOUR_MS;
      let sent = 0;
      for await (const companies of companiesWith('np')) {
        for (const company of companies) {
          const alert = parseAlertFilters(company.filtri_profile);
          if (!alert) continue;
          if (
            !(await strapi
              .service('api::subscription.subscription')
              .hasLiveSubscription(company.id, 'abbonamento_np', today))
          )
            continue;
          const previous = company.alert_np_dal ? new Date(company.alert_np_dal).getTime() : NaN;
          const since = Number.isNaN(previous) ? now.getTime() - HOUR_MS : Math.max(previous, earliest);
          if (since >= now.getTime()) continue;
          const key = runKey('alert-new-profile', hour, company.id);
          const scope = { createdAfter: new Date(since), createdTo: now };
          if (await runOne(company, 'np', key, now, scope, alert, { alert_np_dal: now })) sent += 1;
        }
      }
      return sent;
    },

    /** What the off-link does: the alert set to null (nothing else changes). Returns false for an unknown company. */
    async turnOff(documentId: string, kind: AlertKind): Promise<boolean> {
      const company = await strapi.db.query(HR_COMPANY).findOne({ where: { documentId }, select: ['id'] });
      if (!company) return false;
      await strapi.db.query(HR_COMPANY).update({
        where: { id: company.id },
        data: { [ALERT_FIELD[kind]]: null },
      });
      return true;
    },
  };
};

export type AlertsService = ReturnType<typeof alertsService>;
export default alertsService;
