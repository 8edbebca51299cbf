/**
 * The credit guarantee (issue 26, decisions.md "Credit guarantee"). A company that cannot reach a candidate it
 * unlocked reports it (once per unlock, within 30 days); the candidate is e-mailed at once with a link that confirms
 * their contacts (`/garanzia/<token>`, the sibling of the freshness link: only the token's SHA-256 is stored) and one
 * to their profile. Confirming, or changing the phone number, closes every open report on the candidate as
 * 'raggiungibile' and sends each reporting company the contacts as they are now. A report still open 168 hours after
 * it was made gives the credit back (`refundDue`, the hourly job, claimed per hour across instances): the report's
 * state change, the credit and its ledger line are ONE transaction whose first step is a conditional UPDATE of the
 * report's state, so a report is refunded once whatever runs it twice, on one instance or two, or crashes halfway.
 * Past the abuse limits a report waits for an operator ('da_verificare'), who refunds or rejects it in the admin
 * panel (content-types/guarantee-report/lifecycles.ts) through the same `refund`.
 * The rules themselves are pure functions in catalog/guarantee-rules.ts.
 */
import { randomBytes } from 'node:crypto';
import type {
  CandidateNoticeResponse,
  ReportListResponse,
  ReportResponse,
  ReportState,
  ReportView,
} from '../../../contracts/guarantee';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  GARANZIA_MESSAGGI,
  GARANZIA_ORE,
  GARANZIA_PERIODO_GIORNI,
  GARANZIA_TENTATIVI,
  checkLimits,
  checkPrimoTentativo,
  checkReportable,
  limitNotice,
  refundBucket,
  type CreditBucket,
  type LimitCounts,
  type GaranziaErrore,
  type GaranziaStato,
  type GaranziaTentativo,
} from '../../../catalog/guarantee-rules';
import {
  guaranteeCandidateMail,
  guaranteeReachableMail,
  guaranteeRefundMail,
  mailContext,
  sendMail,
} from '../../../mail';
import { ApiError } from '../../../utils/api-error';
import { isoDateInRome } from '../../../utils/dates';
import { createRow, findRow, findRows, relationsOf, type Row } from '../../../utils/rows';
import { runKey } from '../../job-run/services/job-run';
import { hashToken, isTokenShape } from '../../freshness/services/freshness';
import type { SearchCompany } from '../../human-resource/services/search';

const REPORT = 'api::guarantee-report.guarantee-report';
const UNLOCK = 'api::unlock.unlock';
const MOVEMENT = 'api::credit-movement.credit-movement';
const HR_USER = 'api::hr-user.hr-user';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Reports a candidate's confirmation may still close: open, or waiting for an operator. */
const OPEN: GaranziaStato[] = ['aperta', 'da_verificare'];

type ReportRow = {
  id: number;
  documentId: string;
  stato: GaranziaStato;
  tentativo: GaranziaTentativo;
  primo_tentativo: string;
  segnalata_il: string;
  chiusa_il: string | null;
  credito_restituito: CreditBucket | null;
};

export type { ReportView };

// The documentId, never the row id: row ids are one sequence for every company, and a company's first report showing
// id 6 told it five reports had been made before (issue 39 item 15).
const viewOf = (row: ReportRow): ReportView => ({
  id: row.documentId,
  stato: row.stato,
  tentativo: row.tentativo,
  primo_tentativo: String(row.primo_tentativo).slice(0, 10),
  segnalata_il: new Date(row.segnalata_il).toISOString(),
  rimborso_il: new Date(new Date(row.segnalata_il).getTime() + GARANZIA_ORE * HOUR_MS).toISOString(),
  chiusa_il: row.chiusa_il ? new Date(row.chiusa_il).toISOString() : null,
});

const REPORT_FIELDS = [
  'id',
  'documentId',
  'stato',
  'tentativo',
  'primo_tentativo',
  'segnalata_il',
  'chiusa_il',
  'credito_restituito',
] as const;

/**
 * A report row with its required columns present (the view needs them); a row without one, which no writer makes,
 * reads as no report, as an unlock without its key reads as no unlock.
 */
const asReport = (
  row: Row<typeof REPORT, (typeof REPORT_FIELDS)[number]> | null | undefined,
): ReportRow | null =>
  row?.id && row.documentId && row.stato && row.tentativo && row.primo_tentativo && row.segnalata_il
    ? {
        id: row.id,
        documentId: row.documentId,
        stato: row.stato,
        tentativo: row.tentativo,
        primo_tentativo: String(row.primo_tentativo),
        segnalata_il: row.segnalata_il as string,
        chiusa_il: (row.chiusa_il ?? null) as string | null,
        credito_restituito: row.credito_restituito ?? null,
      }
    : null;

const refused = (status: 400 | 404 | 409, code: GaranziaErrore, details: Record<string, unknown> = {}) =>
  new ApiError(status, code, GARANZIA_MESSAGGI[code], details);

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate|23505|SQLITE_CONSTRAINT/i.test(
    `${(error as { code?: string })?.code ?? ''} ${(error as { message?: string })?.message ?? error}`,
  );

const fullName = (row: { nome?: string | null; cognome?: string | null } | null | undefined) =>
  [row?.nome, row?.cognome].filter(Boolean).join(' ');

/**
 * The one filter of candidates marked 'contatti da verificare' (a refunded report, until they confirm or update their
 * contacts): left out of the search, the recommendations, the alerts and the job posts' interested lists. `flag` is
 * the candidate's `contatti_da_verificare` column in the caller's query.
 */
const withoutUnverifiedContacts = (qb: Knex.QueryBuilder, flag: string) =>
  qb.where((w) => w.whereNull(flag).orWhere(flag, false));

export type GuaranteeService = ReturnType<typeof guaranteeService>;

const guaranteeService = ({ strapi }: { strapi: Core.Strapi }) => {
  const humanResources = () => strapi.service('api::human-resource.human-resource');

  /** The company's unlock of a candidate it may see, or an ApiError 404 (unknown, hidden, or never unlocked). */
  const unlockOf = async (company: SearchCompany, raw: string) => {
    const hrUserId = await humanResources().visibleId(company, raw);
    if (hrUserId === null)
      throw new ApiError(404, 'profile_missing', 'Non siamo riusciti a trovare il profilo');
    const unlock = await findRow(strapi, UNLOCK, {
      where: { hr_company: { id: company.id }, hr_user: { id: hrUserId } },
      select: ['id', 'chiave', 'data_sblocco'],
    });
    // Both columns are required: a row without them is no unlock either.
    if (!unlock?.chiave || !unlock.data_sblocco) throw refused(404, 'non_sbloccato');
    return { hrUserId, unlock: { id: unlock.id, chiave: unlock.chiave, data_sblocco: unlock.data_sblocco } };
  };

  const reportOfUnlock = async (chiave: string) =>
    asReport(await findRow(strapi, REPORT, { where: { chiave }, select: REPORT_FIELDS }));

  const countReports = async (companyId: number, where: Record<string, unknown>) =>
    strapi.db.query(REPORT).count({
      where: { hr_company: { id: companyId }, stato: { $in: ['aperta', 'rimborsata'] }, ...where },
    });

  /** What the abuse limits judge for a report made at `now` (checkLimits). */
  const limitCounts = async (companyId: number, now: Date): Promise<LimitCounts> => {
    const since = new Date(now.getTime() - GARANZIA_PERIODO_GIORNI * DAY_MS);
    return {
      thisMonth: await countReports(companyId, { mese: isoDateInRome(now).slice(0, 7) }),
      last90: await countReports(companyId, { segnalata_il: { $gte: since } }),
      unlockedLast90: await strapi.db
        .query(UNLOCK)
        .count({ where: { hr_company: { id: companyId }, data_sblocco: { $gte: since } } }),
    };
  };

  const sendSafely = async (
    to: string | null | undefined,
    build: () => ReturnType<typeof guaranteeRefundMail>,
  ) => {
    if (!to) return false;
    try {
      await sendMail(strapi, to, await build(), 'guarantee');
      return true;
    } catch (error) {
      strapi.log.error(`[garanzia] e-mail failed: ${(error as Error).message}`);
      return false;
    }
  };

  /** The company's e-mail and the candidate's name of a report, for the company's mails. */
  const mailPartiesOf = async (reportId: number) =>
    await findRow(strapi, REPORT, {
      where: { id: reportId },
      select: ['id'],
      populate: {
        hr_company: { select: ['id', 'email'] },
        hr_user: { select: ['id', 'nome', 'cognome', 'email', 'telefono', 'indirizzo'] },
      },
    });

  /**
   * Gives the credit of one report back, as ONE transaction: the report leaves `from` for 'rimborsata' by a
   * conditional UPDATE (0 rows: someone else did it, nothing happens), the credit returns to its bucket
   * (catalog `refundBucket`) and the ledger line 'guarantee' is written with the unlock, so it names the candidate.
   * The company row is locked first on PostgreSQL, as the unlock and the expiry do. True when this call refunded.
   * `to: 'cancellato'`: the candidate erased their account (privacy/services/erasure.ts), inside its transaction.
   */
  const refund = async (
    reportId: number,
    from: GaranziaStato,
    now: Date,
    { mail = false, to = 'rimborsata' }: { mail?: boolean; to?: 'rimborsata' | 'cancellato' } = {},
  ): Promise<boolean> => {
    const isPg = strapi.db.dialect.client === 'postgres';
    const today = isoDateInRome(now);
    const row = await findRow(strapi, REPORT, { where: { id: reportId }, select: ['id', 'stato'] });
    if (!row || row.stato !== from) return false;
    // One relation per query: an erasure refunds inside its transaction (utils/rows.ts relationsOf).
    const related = await relationsOf(
      strapi,
      REPORT,
      { id: reportId },
      { hr_company: [], unlock: [], hr_user: [] },
    );
    if (!related?.hr_company) return false;
    const report = { ...row, ...related, hr_company: related.hr_company };
    const companyId = report.hr_company.id;

    const refunded = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      if (isPg) await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [companyId]);
      const spent = report.unlock
        ? await findRow(strapi, MOVEMENT, {
            where: { unlock: { id: report.unlock.id }, reason: 'unlock' },
            select: ['id', 'tipo_credito'],
            populate: { subscription: { select: ['id', 'data_scadenza'] } },
          })
        : null;
      // The engine answers a date column as 'YYYY-MM-DD' (typed as string or Date).
      const ends = spent?.subscription?.data_scadenza;
      const bucket = refundBucket({
        spentFrom: spent?.tipo_credito ?? 'crediti',
        subscriptionEnds: spent?.subscription ? (ends == null ? null : String(ends)) : undefined,
        today,
      });
      const moved = await trx('guarantee_reports')
        .where({ id: reportId, stato: from })
        .update({ stato: to, chiusa_il: now, credito_restituito: bucket, updated_at: now });
      if (Number(moved) !== 1) return false;
      if (bucket === 'crediti_abbonamento' && spent?.subscription) {
        await trx('subscriptions').where({ id: spent.subscription.id }).increment('crediti_residui', 1);
        await trx('hr_companies').where({ id: companyId }).increment('crediti_abbonamento', 1);
      } else {
        await trx('hr_companies').where({ id: companyId }).increment('crediti', 1);
      }
      // The data heals: the candidate leaves the searches until they confirm or update their contacts.
      if (report.hr_user)
        await trx('hr_users').where({ id: report.hr_user.id }).update({ contatti_da_verificare: true });
      await strapi.db.query(MOVEMENT).create({
        data: {
          hr_company: companyId,
          amount: 1,
          tipo_credito: bucket,
          reason: 'guarantee',
          date: now,
          unlock: report.unlock?.id ?? null,
          subscription: bucket === 'crediti_abbonamento' ? (spent?.subscription?.id ?? null) : null,
        },
      });
      return true;
    });
    if (refunded && mail) {
      // After the commit: a failed send is logged, the credit stays returned.
      const parties = await mailPartiesOf(reportId);
      const ctx = mailContext();
      await sendSafely(parties?.hr_company?.email, () =>
        guaranteeRefundMail(
          { candidato: fullName(parties?.hr_user), link: `${ctx.baseUrl}/company-info` },
          ctx,
        ),
      );
    }
    return refunded;
  };

  /**
   * Closes every open report on a candidate as 'raggiungibile' (they confirmed or corrected their contacts), brings
   * them back into the searches, and sends each reporting company the contacts as they are now. Each report is closed by a conditional UPDATE, so
   * each company gets one mail however often this runs. Returns how many were closed.
   */
  const closeForCandidate = async (hrUserId: number, now: Date = new Date()): Promise<number> => {
    // Back in the searches (updateMany: not the contact hook of `watchCandidateContacts` again).
    await strapi.db.query(HR_USER).updateMany({
      where: { id: hrUserId, contatti_da_verificare: true },
      data: { contatti_da_verificare: false },
    });
    const open = await findRows(strapi, REPORT, {
      where: { hr_user: { id: hrUserId }, stato: { $in: OPEN } },
      select: ['id'],
    });
    let closed = 0;
    const ctx = mailContext();
    for (const { id } of open) {
      const { count } = await strapi.db.query(REPORT).updateMany({
        where: { id, stato: { $in: OPEN } },
        data: { stato: 'raggiungibile', chiusa_il: now },
      });
      if (count !== 1) continue;
      closed += 1;
      const parties = await mailPartiesOf(id);
      const user = parties?.hr_user;
      if (!user) continue;
      await sendSafely(parties?.hr_company?.email, () =>
        guaranteeReachableMail(
          {
            candidato: fullName(user),
            contatti: {
              email: user.email ?? null,
              telefono: user.telefono ?? null,
              indirizzo: user.indirizzo ?? null,
            },
            link: `${ctx.baseUrl}/resource-profile/${user.id}`,
          },
          ctx,
        ),
      );
    }
    return closed;
  };

  return {
    /** The report of this company's unlock of a candidate, and whether a report may be made now. */
    async stateFor(company: SearchCompany, raw: string, now: Date = new Date()): Promise<ReportState> {
      const { unlock } = await unlockOf(company, raw);
      const report = await reportOfUnlock(unlock.chiave);
      const refusal = checkReportable({
        unlockedAt: new Date(unlock.data_sblocco),
        alreadyReported: Boolean(report),
        now,
      });
      // A report made now past a limit goes to the staff: the form says so before sending, with the numbers.
      const counts = refusal === null ? await limitCounts(company.id, now) : null;
      const limite = counts ? checkLimits(counts) : null;
      return {
        report: report ? viewOf(report) : null,
        limite: counts && limite ? { codice: limite, avviso: limitNotice(limite, counts) } : null,
        data_sblocco: new Date(unlock.data_sblocco).toISOString(),
        // The bounds of the first attempt's date, as the form's date input wants them.
        giorno_sblocco: isoDateInRome(new Date(unlock.data_sblocco)),
        oggi: isoDateInRome(now),
        segnalabile: refusal === null,
        motivo: refusal,
      };
    },

    /** Every report of this company, newest first, by candidate id (the list of unlocked profiles). */
    async listOwn(companyId: number): Promise<ReportListResponse['data']> {
      const rows = await findRows(strapi, REPORT, {
        where: { hr_company: { id: companyId } },
        select: REPORT_FIELDS,
        populate: { hr_user: { select: ['id'] } },
        orderBy: [{ segnalata_il: 'desc' }, { id: 'desc' }],
      });
      return rows.flatMap((row) => {
        const report = asReport(row);
        return row.hr_user?.id && report ? [{ candidato: row.hr_user.id, ...viewOf(report) }] : [];
      });
    },

    /**
     * A company's report. Validates the form, the unlock (404 when this company never unlocked a profile it may
     * see), once per unlock and the window; past the abuse limits the report is stored 'da_verificare' for an
     * operator and `limite` says why. An open report e-mails the candidate at once.
     */
    async report(
      company: SearchCompany,
      raw: string,
      input: Record<string, unknown>,
      now: Date = new Date(),
    ): Promise<ReportResponse['data']> {
      const { hrUserId, unlock } = await unlockOf(company, raw);
      const tentativo = String(input.tentativo ?? '') as GaranziaTentativo;
      const fields: Record<string, string> = {};
      if (!GARANZIA_TENTATIVI.includes(tentativo)) fields.tentativo = GARANZIA_MESSAGGI.tentativo;
      const primo = typeof input.primo_tentativo === 'string' ? input.primo_tentativo.trim() : '';
      const dateError = checkPrimoTentativo(primo, {
        unlockDate: isoDateInRome(new Date(unlock.data_sblocco)),
        today: isoDateInRome(now),
      });
      if (dateError) fields.primo_tentativo = GARANZIA_MESSAGGI[dateError];
      if (Object.keys(fields).length > 0)
        throw new ApiError(400, 'invalid', 'Controlla i campi della segnalazione', { fields });

      const refusal = checkReportable({
        unlockedAt: new Date(unlock.data_sblocco),
        alreadyReported: Boolean(await reportOfUnlock(unlock.chiave)),
        now,
      });
      if (refusal) throw refused(409, refusal);

      const mese = isoDateInRome(now).slice(0, 7);
      const token = randomBytes(32).toString('base64url');
      const isPg = strapi.db.dialect.client === 'postgres';
      let created: ReportRow;
      let limite: ReturnType<typeof checkLimits>;
      try {
        // The limits are counted and the report written in one transaction, the company row locked first on
        // PostgreSQL (as the unlock and the refund do): two reports at once cannot both pass the last free place.
        [created, limite] = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
          if (isPg) await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [company.id]);
          const over = checkLimits(await limitCounts(company.id, now));
          const row = asReport(
            await createRow(strapi, REPORT, {
              data: {
                hr_company: company.id,
                hr_user: hrUserId,
                unlock: unlock.id,
                chiave: unlock.chiave,
                stato: over ? 'da_verificare' : 'aperta',
                tentativo,
                primo_tentativo: primo,
                segnalata_il: now,
                mese,
                token: hashToken(token),
              },
              select: REPORT_FIELDS,
            }),
          );
          if (!row) throw new Error('guarantee report written without its required columns');
          return [row, over] as const;
        });
      } catch (error) {
        // A concurrent report of the same unlock won the unique chiave.
        if (isUniqueViolation(error)) throw refused(409, 'gia_segnalato');
        throw error;
      }

      // The candidate is asked at once (an operator's report too: their answer closes it the same way).
      const candidate = await findRow(strapi, HR_USER, {
        where: { id: hrUserId },
        select: ['id', 'nome', 'email'],
      });
      const ctx = mailContext();
      await sendSafely(candidate?.email, () =>
        guaranteeCandidateMail(
          {
            nome: candidate?.nome ?? '',
            confirmLink: `${ctx.baseUrl}/garanzia/${token}`,
            profileLink: `${ctx.baseUrl}/profilo`,
          },
          ctx,
        ),
      );
      return { report: viewOf(created), limite, messaggio: limite ? GARANZIA_MESSAGGI[limite] : null };
    },

    closeForCandidate,

    /**
     * The candidate's link: a token of a report on them confirms their contacts (whatever became of that report,
     * the link stays good while any report on them is open) and marks the profile as confirmed today. The
     * candidate's id, or null for an unknown token.
     */
    async confirm(token: unknown, now: Date = new Date()): Promise<number | null> {
      if (!isTokenShape(token)) return null;
      const report = await findRow(strapi, REPORT, {
        where: { token: hashToken(token) },
        select: ['id'],
        populate: { hr_user: { select: ['id'] } },
      });
      const hrUserId = report?.hr_user?.id;
      if (!hrUserId) return null;
      await strapi.db.query(HR_USER).update({
        where: { id: hrUserId },
        data: { ultima_modifica: isoDateInRome(now) },
      });
      await closeForCandidate(hrUserId, now);
      return hrUserId;
    },

    /** What the candidate sees: whether a company could not reach them (never which one), and since when. */
    async candidateNotice(hrUserId: number): Promise<CandidateNoticeResponse['data']> {
      const open = await findRows(strapi, REPORT, {
        where: { hr_user: { id: hrUserId }, stato: { $in: [...OPEN, 'rimborsata'] } },
        select: ['id', 'stato', 'segnalata_il'],
        orderBy: [{ segnalata_il: 'desc' }],
      });
      const pending = open.filter((row) => row.stato && OPEN.includes(row.stato));
      const flagged = await findRow(strapi, HR_USER, {
        where: { id: hrUserId },
        select: ['contatti_da_verificare'],
      });
      return {
        non_raggiungibile: pending.length > 0 || Boolean(flagged?.contatti_da_verificare),
        // Hidden from the companies' searches until they confirm or update their contacts.
        contatti_da_verificare: Boolean(flagged?.contatti_da_verificare),
        dal: pending.length
          ? new Date(pending[pending.length - 1].segnalata_il ?? Number.NaN).toISOString()
          : null,
      };
    },

    refund,

    /** The candidate's own "my contacts are right" on their profile page: as the e-mail's link, without a token. */
    async confirmOwn(hrUserId: number, now: Date = new Date()) {
      await strapi.db.query(HR_USER).update({
        where: { id: hrUserId },
        data: { ultima_modifica: isoDateInRome(now) },
      });
      return closeForCandidate(hrUserId, now);
    },

    /**
     * Changing the phone number or the e-mail of a candidate (through Strapi, as the profile update does) closes the
     * open reports on them: the hook reads the contacts before the update and compares them after it. Registered
     * once at start (bootstrap).
     */
    watchCandidateContacts() {
      type Contacts = { id: number; telefono?: string | null; email?: string | null };
      strapi.db.lifecycles.subscribe({
        models: [HR_USER],
        async beforeUpdate(event) {
          const data = (event.params as { data?: Record<string, unknown> }).data ?? {};
          if (!('telefono' in data) && !('email' in data)) return;
          const where = (event.params as { where?: Record<string, unknown> }).where;
          if (!where) return;
          const before = await findRow(strapi, HR_USER, { where, select: ['id', 'telefono', 'email'] });
          (event.state as Record<string, unknown>).contacts = before;
        },
        async afterUpdate(event) {
          const before = (event.state as { contacts?: Contacts | null } | undefined)?.contacts;
          const after = event.result as Contacts | undefined;
          if (!before || !after || before.id !== after.id) return;
          const changed =
            (after.telefono !== undefined && (after.telefono ?? '') !== (before.telefono ?? '')) ||
            (after.email !== undefined && (after.email ?? '') !== (before.email ?? ''));
          if (changed) await closeForCandidate(after.id);
        },
      });
    },

    /**
     * The hourly job: every open report made 168 hours or more before `now` gives its credit back, and its company
     * gets an e-mail. Claimed per hour across instances (utils/job-run.ts); a failure gives the claim back.
     */
    async refundDue(now: Date = new Date()): Promise<{ claimed: boolean; refunded: number }> {
      const key = runKey('guarantee-refund', now.toISOString().slice(0, 13));
      if (!(await strapi.service('api::job-run.job-run').claimRun(key, now)))
        return { claimed: false, refunded: 0 };
      try {
        const due = await findRows(strapi, REPORT, {
          where: {
            stato: 'aperta',
            segnalata_il: { $lte: new Date(now.getTime() - GARANZIA_ORE * HOUR_MS) },
          },
          select: ['id'],
          orderBy: { id: 'asc' },
        });
        let refunded = 0;
        for (const { id } of due) if (await refund(id, 'aperta', now, { mail: true })) refunded += 1;
        return { claimed: true, refunded };
      } catch (error) {
        await strapi.service('api::job-run.job-run').releaseRun(key);
        throw error;
      }
    },

    /** The company a users-permissions user belongs to (the search's own lookup). */
    companyOfUser: (userId: number) => humanResources().companyOfUser(userId),
    /** The filter itself, for the search's and the job posts' queries (`withoutUnverifiedContacts`). */
    withoutUnverifiedContacts,

    /**
     * Whether a company may not buy a candidate now: marked 'contatti da verificare' and not already unlocked by it
     * (its own unlock stays free and open to it). Two companies never pay for the same dead number in a row.
     */
    async blocksUnlock(companyId: number, hrUserId: number): Promise<boolean> {
      const row = await findRow(strapi, HR_USER, {
        where: { id: hrUserId },
        select: ['contatti_da_verificare'],
      });
      if (!row?.contatti_da_verificare) return false;
      const own = await strapi.db.query(UNLOCK).findOne({
        where: { hr_company: { id: companyId }, hr_user: { id: hrUserId } },
        select: ['id'],
      });
      return !own;
    },

    /** The candidate profile of a users-permissions user, or null. */
    candidateOfUser: (userId: number) => strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId),
  };
};

export default guaranteeService;
