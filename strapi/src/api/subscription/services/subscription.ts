/**
 * The end of subscriptions (decisions.md "Credits and products"): a subscription runs until the end of its
 * data_scadenza day (Italian date). From the day after:
 *  - its unspent credits leave crediti_abbonamento, with an `expiry` credit movement;
 *  - the flag it granted (abbonamento_np / _jp / _brand) is cleared unless another live subscription grants it.
 * `expireCompany` does this for one company in one transaction (company row locked on PostgreSQL, as the
 * fulfilment and the unlock do); every step is conditional, so running it twice, or on two instances at once,
 * expires each credit once. The daily job (`expireDue`, claimed once per day across instances) runs it for every
 * company concerned; the read paths (`/api/me`, the unlock, the ledger) run it for the caller's company when what
 * they read shows a dead subscription, so a late job never grants one.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PRODUCTS, productFlag, type AbbonamentoFlag } from '../../../catalog';
import { isoDateInRome } from '../../../utils/dates';
import { runKey } from '../../job-run/services/job-run';
import { findRows } from '../../../utils/rows';

const MOVEMENT = 'api::credit-movement.credit-movement';

export const FLAGS: readonly AbbonamentoFlag[] = ['abbonamento_np', 'abbonamento_jp', 'abbonamento_brand'];

/** The product codes whose subscriptions grant each flag. */
const GRANTING: Record<AbbonamentoFlag, string[]> = {
  abbonamento_np: [],
  abbonamento_jp: [],
  abbonamento_brand: [],
};
for (const product of PRODUCTS) {
  const flag = productFlag(product);
  if (flag) GRANTING[flag].push(product.codice);
}

export const flagOfCodice = (codice: string | null | undefined): AbbonamentoFlag | null => {
  for (const flag of FLAGS) if (codice && GRANTING[flag].includes(codice)) return flag;
  return null;
};

type LiveSubscription = {
  data_scadenza?: string | null;
  product_codice?: string | null;
  crediti_residui?: number;
};

/**
 * Whether a company's record shows something that should have ended (a flag no live subscription grants, or
 * subscription credits the live subscriptions do not hold), from the live subscriptions it was read with.
 */
export const needsExpiry = (
  company: Record<string, unknown>,
  live: LiveSubscription[],
  today = isoDateInRome(),
): boolean => {
  const alive = live.filter((s) => !s.data_scadenza || String(s.data_scadenza) >= today);
  for (const flag of FLAGS) {
    if (company[flag] && !alive.some((s) => flagOfCodice(s.product_codice) === flag)) return true;
  }
  const held = alive.reduce((sum, s) => sum + Number(s.crediti_residui ?? 0), 0);
  return Number(company.crediti_abbonamento ?? 0) > held;
};

/** Ends what has ended for one company; returns the credits removed. */
const expireCompany = async (
  strapi: Core.Strapi,
  companyId: number,
  today = isoDateInRome(),
): Promise<number> => {
  const isPg = strapi.db.dialect.client === 'postgres';
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (isPg) await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [companyId]);
    const subscriptions = await findRows(strapi, 'api::subscription.subscription', {
      where: { hr_company: { id: companyId } },
      select: ['id', 'data_scadenza', 'crediti_residui', 'product_codice'],
    });
    const ended = subscriptions.filter((s) => s.data_scadenza && String(s.data_scadenza) < today);
    const live = subscriptions.filter((s) => !s.data_scadenza || String(s.data_scadenza) >= today);

    let removed = 0;
    const now = new Date();
    for (const subscription of ended) {
      const residui = Number(subscription.crediti_residui ?? 0);
      if (residui <= 0) continue;
      // Conditional on the value read: a concurrent unlock or expiry of this subscription makes it a no-op.
      const taken = await trx('subscriptions')
        .where({ id: subscription.id, crediti_residui: residui })
        .update({ crediti_residui: 0 });
      if (Number(taken) !== 1) continue;
      await trx('hr_companies')
        .where({ id: companyId })
        .update({
          crediti_abbonamento: trx.raw(
            'CASE WHEN crediti_abbonamento > ? THEN crediti_abbonamento - ? ELSE 0 END',
            [residui, residui],
          ),
        });
      await strapi.db.query(MOVEMENT).create({
        data: {
          hr_company: companyId,
          amount: -residui,
          tipo_credito: 'crediti_abbonamento',
          reason: 'expiry',
          date: now,
          subscription: subscription.id,
          note: PRODUCTS.find((p) => p.codice === subscription.product_codice)?.nome ?? null,
        },
      });
      removed += residui;
    }

    // Flags written only when they change: a read that finds nothing to end writes nothing.
    const current = (await trx('hr_companies')
      .where({ id: companyId })
      .first(...FLAGS)) as Record<AbbonamentoFlag, unknown> | undefined;
    const flags: Partial<Record<AbbonamentoFlag, boolean>> = {};
    for (const flag of FLAGS) {
      const granted = live.some((s) => flagOfCodice(s.product_codice) === flag);
      if (current && Boolean(Number(current[flag])) !== granted) flags[flag] = granted;
    }
    if (Object.keys(flags).length > 0) await trx('hr_companies').where({ id: companyId }).update(flags);
    return removed;
  });
};

/** Whether the company's Alert New Profile subscription is live today (exclusivity on its unlocks). */
const hasLiveSubscription = async (
  strapi: Core.Strapi,
  companyId: number,
  flag: AbbonamentoFlag,
  today = isoDateInRome(),
) => {
  const found = await strapi.db.query('api::subscription.subscription').findOne({
    where: {
      hr_company: { id: companyId },
      product_codice: { $in: GRANTING[flag] },
      data_scadenza: { $gte: today },
    },
    select: ['id'],
  });
  return Boolean(found);
};

/**
 * The daily job: every company with an ended subscription still holding credits, or with a flag set, is brought
 * up to date. Claimed once per day across instances (utils/job-run.ts); released on failure so the next run retries.
 */
const expireDue = async (strapi: Core.Strapi, today = isoDateInRome()) => {
  const key = runKey('subscription-expiry', today);
  if (!(await strapi.service('api::job-run.job-run').claimRun(key)))
    return { claimed: false, companies: 0, credits: 0 };
  try {
    const withCredits = await findRows(strapi, 'api::subscription.subscription', {
      where: { data_scadenza: { $lt: today }, crediti_residui: { $gt: 0 } },
      select: ['id'],
      populate: { hr_company: { select: ['id'] } },
    });
    const flagged = (await strapi.db
      .connection('hr_companies')
      .where((q) => {
        for (const flag of FLAGS) q.orWhere(flag, true);
      })
      .select('id')) as Array<{ id: number }>;
    const ids = new Set<number>([
      ...withCredits.flatMap((s) => (s.hr_company ? [s.hr_company.id] : [])),
      ...flagged.map((c) => c.id),
    ]);
    let credits = 0;
    for (const id of ids) credits += await expireCompany(strapi, id, today);
    return { claimed: true, companies: ids.size, credits };
  } catch (error) {
    await strapi.service('api::job-run.job-run').releaseRun(key);
    throw error;
  }
};

const subscriptionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  expireCompany: (companyId: number, today?: string) => expireCompany(strapi, companyId, today),
  hasLiveSubscription: (companyId: number, flag: AbbonamentoFlag, today?: string) =>
    hasLiveSubscription(strapi, companyId, flag, today),
  expireDue: (today?: string) => expireDue(strapi, today),
});

export type SubscriptionService = ReturnType<typeof subscriptionService>;

// No core CRUD service: no route of the content API reaches these records (routes/ has none).
export default subscriptionService;
