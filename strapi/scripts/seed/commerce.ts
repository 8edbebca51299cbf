import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ESCLUSIVA_GIORNI, productAmounts, productByCodice, type ProductCodice } from '../../src/catalog';
import { addDays, isoDate } from './random';
import { findRows } from '../../src/utils/rows';
import { insert, UID_, type Row } from './store';

/**
 * The purchase history of a seeded company, made by the shop's own fulfilment service
 * (src/api/payment/services/fulfilment.ts): a paid checkout session per paid product (payment with net, IVA and
 * gross, subscription, balance or flag, `purchase` movement), the one-click activation for free ones. Unlocks are
 * back-dated between purchases, spending subscription credits first; `close` then writes the remaining credits and
 * lets the subscription lifecycle (src/api/subscription/services/subscription.ts) expire what has ended, with its `expiry`
 * movements and flags, so crediti and crediti_abbonamento are always explained by the movements.
 */
type CreditSubscription = { id: number; residui: number; scadenza: string };

export type Ledger = {
  purchase(codice: ProductCodice, when: Date): Promise<void>;
  unlock(candidate: Row, when: Date): Promise<boolean>;
  /** Saves the balances left by the unlocks, then ends the subscriptions that ended before `today`. */
  close(today: Date): Promise<void>;
};

export const createLedger = (strapi: Core.Strapi, company: Row): Ledger => {
  let crediti = 0;
  let creditiAbbonamento = 0;
  const creditSubscriptions: CreditSubscription[] = [];
  let alertNewProfileUntil: string | null = null;

  const movement = (data: Record<string, unknown>) =>
    insert(strapi, UID_.creditMovement, { hr_company: company.id, ...data });

  return {
    async purchase(codice, when) {
      const product = productByCodice(codice);
      if (!product) throw new Error(`unknown product ${codice}`);
      const amounts = productAmounts(product);
      const outcome = amounts
        ? await strapi.service('api::payment.fulfilment').fulfilPaidSession({
            id: `cs_test_seed_${randomBytes(12).toString('hex')}`,
            companyId: company.id,
            codice,
            amountTotal: amounts.gross,
            currency: 'eur',
            paidAt: when,
          })
        : await strapi.service('api::payment.fulfilment').activateFreeProduct(company.id, codice, when);
      if (!outcome.ok) throw new Error(`seed purchase of ${codice} refused: ${outcome.reason}`);
      if (outcome.tipo_credito === 'crediti') crediti += outcome.crediti;
      if (outcome.tipo_credito === 'crediti_abbonamento') {
        creditiAbbonamento += outcome.crediti;
        const [subscription] = await findRows(strapi, UID_.subscription, {
          where: { hr_company: { id: company.id }, product_codice: codice },
          select: ['id', 'data_scadenza'],
          orderBy: { id: 'desc' },
          limit: 1,
        });
        creditSubscriptions.push({
          id: subscription.id,
          residui: outcome.crediti,
          scadenza: String(subscription.data_scadenza),
        });
      }
      if (codice === 'alert_new_profile') alertNewProfileUntil = outcome.data_scadenza;
    },

    async unlock(candidate, when) {
      const day = isoDate(when);
      // Subscription credits (which expire) go first, the soonest-expiring first.
      const source = creditSubscriptions
        .filter((sub) => sub.residui > 0 && sub.scadenza >= day)
        .sort((a, b) => a.scadenza.localeCompare(b.scadenza))[0];
      if (!source && crediti === 0) return false;
      const unlock = await insert(strapi, UID_.unlock, {
        hr_company: company.id,
        hr_user: candidate.id,
        data_sblocco: when,
        // Alert New Profile subscribers get a period of exclusivity on what they unlock.
        esclusiva_fino_al:
          alertNewProfileUntil && alertNewProfileUntil >= day
            ? isoDate(addDays(when, ESCLUSIVA_GIORNI))
            : null,
        chiave: `${company.id}:${candidate.id}`,
      });
      if (source) {
        source.residui -= 1;
        creditiAbbonamento -= 1;
      } else {
        crediti -= 1;
      }
      await movement({
        amount: -1,
        tipo_credito: source ? 'crediti_abbonamento' : 'crediti',
        reason: 'unlock',
        date: when,
        unlock: unlock.id,
        subscription: source?.id,
      });
      return true;
    },

    async close(today) {
      for (const sub of creditSubscriptions) {
        await strapi.db
          .query(UID_.subscription)
          .update({ where: { id: sub.id }, data: { crediti_residui: sub.residui } });
      }
      await strapi.db.query(UID_.hrCompany).update({
        where: { id: company.id },
        data: { crediti, crediti_abbonamento: creditiAbbonamento },
      });
      await strapi.service('api::subscription.subscription').expireCompany(company.id, isoDate(today));
    },
  };
};
