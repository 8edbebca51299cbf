import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ESCLUSIVA_GIORNI, productAmounts, productByCodice, type ProductCodice } from '../../src/catalog';
import { addDays, addMonths, isoDate } from './random';
import { insert, UID_, type Row } from './store';

/**
 * The purchase history of a seeded company, written the way the real flows will write it:
 * a payment per paid checkout, a subscription per product with a duration, and a credit movement
 * for every change of the balance, so that crediti and crediti_abbonamento are always explained.
 */
type CreditSubscription = { id: number; residui: number; scadenza: Date };

export type Ledger = {
  purchase(codice: ProductCodice, when: Date): Promise<void>;
  unlock(candidate: Row, when: Date): Promise<boolean>;
  /** Expires the unspent credits of subscriptions ended before `today`, then saves the balances. */
  close(today: Date): Promise<void>;
};

export const createLedger = (strapi: Core.Strapi, company: Row): Ledger => {
  let crediti = 0;
  let creditiAbbonamento = 0;
  const creditSubscriptions: CreditSubscription[] = [];
  const flags: Record<string, Date> = {};

  const movement = (data: Record<string, unknown>) =>
    insert(strapi, UID_.creditMovement, { hr_company: company.id, ...data });

  return {
    async purchase(codice, when) {
      const product = productByCodice(codice);
      if (!product) throw new Error(`unknown product ${codice}`);
      const payment = product.prezzo
        ? await insert(strapi, UID_.payment, {
            checkout_session_id: `cs_test_seed_${randomBytes(12).toString('hex')}`,
            hr_company: company.id,
            product_id: product.id,
            product_codice: product.codice,
            amount_net: product.prezzo,
            amount_vat: productAmounts(product)?.vat ?? 0,
            amount: productAmounts(product)?.gross ?? 0,
            currency: 'eur',
            status: 'paid',
            paid_at: when,
          })
        : undefined;

      for (const effect of product.effetti) {
        if (effect.tipo === 'crediti') {
          crediti += effect.quantita;
          await movement({
            amount: effect.quantita,
            tipo_credito: 'crediti',
            reason: 'purchase',
            date: when,
            payment: payment?.id,
            note: product.nome,
          });
        } else if (effect.tipo === 'crediti_abbonamento') {
          const scadenza = addMonths(when, effect.scadenzaMesi);
          const subscription = await insert(strapi, UID_.subscription, {
            product_id: product.id,
            product_codice: product.codice,
            data_sottoscrizione: isoDate(when),
            data_scadenza: isoDate(scadenza),
            hr_company: company.id,
            crediti_residui: effect.quantita,
          });
          creditSubscriptions.push({ id: subscription.id, residui: effect.quantita, scadenza });
          creditiAbbonamento += effect.quantita;
          await movement({
            amount: effect.quantita,
            tipo_credito: 'crediti_abbonamento',
            reason: 'purchase',
            date: when,
            payment: payment?.id,
            subscription: subscription.id,
            note: product.nome,
          });
        } else if (effect.tipo === 'abbonamento') {
          const scadenza = addMonths(when, effect.durataMesi);
          await insert(strapi, UID_.subscription, {
            product_id: product.id,
            product_codice: product.codice,
            data_sottoscrizione: isoDate(when),
            data_scadenza: isoDate(scadenza),
            hr_company: company.id,
            crediti_residui: 0,
          });
          flags[effect.flag] = scadenza;
        }
      }
    },

    async unlock(candidate, when) {
      // Subscription credits (which expire) go first, the oldest subscription first.
      const source = creditSubscriptions.find((sub) => sub.residui > 0 && sub.scadenza >= when);
      if (!source && crediti === 0) return false;
      const unlock = await insert(strapi, UID_.unlock, {
        hr_company: company.id,
        hr_user: candidate.id,
        data_sblocco: when,
        // Alert New Profile subscribers get a period of exclusivity on what they unlock.
        esclusiva_fino_al:
          flags.abbonamento_np && flags.abbonamento_np >= when
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
      const todayIso = isoDate(today);
      for (const sub of creditSubscriptions) {
        if (sub.residui > 0 && isoDate(sub.scadenza) < todayIso) {
          await movement({
            amount: -sub.residui,
            tipo_credito: 'crediti_abbonamento',
            reason: 'expiry',
            date: addDays(sub.scadenza, 1),
            subscription: sub.id,
          });
          creditiAbbonamento -= sub.residui;
          sub.residui = 0;
        }
        await strapi.db
          .query(UID_.subscription)
          .update({ where: { id: sub.id }, data: { crediti_residui: sub.residui } });
      }
      const active = (flag: string) => Boolean(flags[flag] && isoDate(flags[flag]) >= todayIso);
      await strapi.db.query(UID_.hrCompany).update({
        where: { id: company.id },
        data: {
          crediti,
          crediti_abbonamento: creditiAbbonamento,
          abbonamento_np: active('abbonamento_np'),
          abbonamento_jp: active('abbonamento_jp'),
          abbonamento_brand: active('abbonamento_brand'),
        },
      });
    },
  };
};
