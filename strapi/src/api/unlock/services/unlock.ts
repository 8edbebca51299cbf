/**
 * Unlocking a candidate with one credit (decisions.md "Credits and products"), as ONE transaction:
 *  - already unlocked by this company: free, nothing changes;
 *  - another company's Alert New Profile exclusivity still running: refused;
 *  - otherwise 1 credit: a non-expired subscription's credits first (earliest expiry first), then
 *    plain `crediti`; every decrement is a conditional UPDATE (`... WHERE n > 0`) whose affected-row
 *    count is checked, so a balance never goes negative; the unlock row (unique chiave) and the
 *    credit movement are written in the same transaction.
 * On PostgreSQL the company row is locked first (SELECT ... FOR UPDATE), which serialises the
 * unlocks of one company, then the candidate row, which serialises the unlocks of one candidate by
 * different companies: without it two companies could both pass the exclusivity check before either
 * commits, and a company would buy a profile during a subscriber's exclusivity. Always company, then
 * candidate: one lock order, no deadlock. SQLite serialises every write transaction (one connection).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ESCLUSIVA_GIORNI } from '../../../catalog';
import { FASE_INIZIALE } from '../../../catalog/pipeline';
import { ERASED_CANDIDATE } from '../../../catalog/privacy';
import type { ErasedUnlock } from '../../../contracts/human-resources';
import { isoDateInRome } from '../../../utils/dates';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { chiave } from '../../human-resource/services/search';
import { findRow, findRows } from '../../../utils/rows';

const UNLOCK = 'api::unlock.unlock';
const SUBSCRIPTION = 'api::subscription.subscription';
const MOVEMENT = 'api::credit-movement.credit-movement';

export type UnlockOutcome =
  | { ok: true; cost: 0 | 1; data_sblocco: string }
  | { ok: false; reason: 'insufficient' | 'exclusive'; esclusiva?: string };

class Refused extends Error {
  constructor(readonly outcome: Extract<UnlockOutcome, { ok: false }>) {
    super(outcome.reason);
  }
}

const addDaysIso = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const unlockCandidate = async (
  strapi: Core.Strapi,
  companyId: number,
  hrUserId: number,
  /** The account that spends the credit (the titolare or a member): the unlock and the ledger name it. */
  autore: number | null = null,
): Promise<UnlockOutcome> => {
  const key = chiave(companyId, hrUserId);
  const isPg = strapi.db.dialect.client === 'postgres';
  const today = isoDateInRome();

  const attempt = () =>
    strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      if (isPg) {
        await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [companyId]);
        // NO KEY: other writers that only reference the candidate (favourites, links) are not held up.
        await trx.raw('SELECT id FROM hr_users WHERE id = ? FOR NO KEY UPDATE', [hrUserId]);
      }

      const existing = await strapi.db
        .query(UNLOCK)
        .findOne({ where: { chiave: key }, select: ['data_sblocco'] });
      if (existing) return { ok: true, cost: 0, data_sblocco: String(existing.data_sblocco) } as const;

      const exclusive = await strapi.db.query(UNLOCK).findOne({
        where: { hr_user: { id: hrUserId }, esclusiva_fino_al: { $gte: today } },
        select: ['esclusiva_fino_al'],
      });
      if (exclusive) {
        throw new Refused({ ok: false, reason: 'exclusive', esclusiva: String(exclusive.esclusiva_fino_al) });
      }

      // Exclusivity only while the unlocker's Alert New Profile subscription is live (not a stale flag).
      const exclusiveSubscriber = await strapi
        .service('api::subscription.subscription')
        .hasLiveSubscription(companyId, 'abbonamento_np', today);

      // Subscription credits first: the subscription that expires first, if still valid today.
      let source: { id: number } | null = null;
      const subscriptions = await findRows(strapi, SUBSCRIPTION, {
        where: {
          hr_company: { id: companyId },
          crediti_residui: { $gt: 0 },
          $or: [{ data_scadenza: { $null: true } }, { data_scadenza: { $gte: today } }],
        },
        select: ['id'],
        orderBy: [{ data_scadenza: 'asc' }, { id: 'asc' }],
      });
      for (const subscription of subscriptions) {
        const taken = await trx('subscriptions')
          .where({ id: subscription.id })
          .andWhere('crediti_residui', '>', 0)
          .decrement('crediti_residui', 1);
        if (Number(taken) !== 1) continue;
        const balance = await trx('hr_companies')
          .where({ id: companyId })
          .andWhere('crediti_abbonamento', '>', 0)
          .decrement('crediti_abbonamento', 1);
        if (Number(balance) !== 1) throw new Refused({ ok: false, reason: 'insufficient' });
        source = subscription;
        break;
      }
      if (!source) {
        const spent = await trx('hr_companies')
          .where({ id: companyId })
          .andWhere('crediti', '>', 0)
          .decrement('crediti', 1);
        if (Number(spent) !== 1) throw new Refused({ ok: false, reason: 'insufficient' });
      }

      const now = new Date();
      const unlock = await strapi.db.query(UNLOCK).create({
        data: {
          hr_company: companyId,
          hr_user: hrUserId,
          data_sblocco: now,
          // Alert New Profile subscribers get 15 days of exclusivity on what they unlock.
          esclusiva_fino_al: exclusiveSubscriber ? addDaysIso(today, ESCLUSIVA_GIORNI) : null,
          chiave: key,
          autore,
          // The recruiter's pipeline (issue 43): a new unlock is a candidate to contact.
          fase: FASE_INIZIALE,
          fase_il: now,
          aggiornato_il: now,
        },
      });
      await strapi.db.query(MOVEMENT).create({
        data: {
          hr_company: companyId,
          amount: -1,
          tipo_credito: source ? 'crediti_abbonamento' : 'crediti',
          reason: 'unlock',
          date: now,
          unlock: unlock.id,
          subscription: source?.id ?? null,
          autore,
        },
      });
      return { ok: true, cost: 1, data_sblocco: now.toISOString() } as const;
    });

  try {
    return (await attempt()) as UnlockOutcome;
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // A concurrent unlock of the same pair won the unique chiave: ours rolled back, nothing spent.
    if (isUniqueViolation(error)) return (await attempt()) as UnlockOutcome;
    throw error;
  }
};

/** The unlocked list's rows of erased candidates (erasedOf): the newest this many. */
export const ERASED_LIST_LIMIT = 100;

const unlockService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A company unlocks a candidate (one transaction, see above); `autore` is the account that spends the credit. */
  unlockCandidate: (companyId: number, hrUserId: number, autore: number | null = null) =>
    unlockCandidate(strapi, companyId, hrUserId, autore),

  /**
   * True when `companyId` unlocked the candidate of id `raw` before they erased their account (issue 41: the
   * unlock keeps the old profile id in `candidato_cancellato`, privacy/services/erasure.ts).
   */
  async erasedFor(companyId: number, raw: string): Promise<boolean> {
    if (!/^[1-9][0-9]{0,9}$/.test(raw)) return false;
    const row = await findRow(strapi, UNLOCK, {
      where: { candidato_cancellato: Number(raw), hr_company: { id: companyId } },
      select: ['id'],
    });
    return row !== null;
  },

  /**
   * The company's unlocks of candidates who erased their account, newest first (at most ERASED_LIST_LIMIT): what
   * its unlocked list shows of them, "Candidato cancellato", the date and who of the team unlocked, nothing of the
   * person. Their stage stays on the row but is not shown: the team's notes went with the person (personal-data.ts)
   * and an erased candidate can no longer be moved along the pipeline.
   */
  async erasedOf(companyId: number): Promise<ErasedUnlock[]> {
    const rows = await findRows(strapi, 'api::unlock.unlock', {
      where: { candidato_cancellato: { $notNull: true }, hr_company: { id: companyId } },
      select: ['id', 'candidato_cancellato', 'data_sblocco'],
      populate: { autore: { select: ['id'] } },
      orderBy: [{ data_sblocco: 'desc' }, { id: 'desc' }],
      limit: ERASED_LIST_LIMIT,
    });
    const authors = await strapi.service('api::team-member.team-member').names(
      companyId,
      rows.flatMap((row) => (row.autore ? [row.autore.id] : [])),
    );
    return rows.map((row) => ({
      id: Number(row.candidato_cancellato),
      nome: ERASED_CANDIDATE,
      // a required column: absent, it throws as before (an invalid date)
      data_sblocco: new Date(row.data_sblocco ?? Number.NaN).toISOString(),
      sbloccato_da: authors.get(row.autore?.id ?? -1) ?? null,
    }));
  },
});

export type UnlockService = ReturnType<typeof unlockService>;

// No core CRUD service: no route of the content API reaches these records (routes/ has none).
export default unlockService;
