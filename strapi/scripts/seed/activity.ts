import type { Core } from '@strapi/strapi';
import {
  ESPERIENZA,
  MANSIONI,
  QUALIFICA,
  RAL_DESIDERATA,
  TIPO_CONTRATTO,
  optionValues,
  type ProductCodice,
} from '../../src/catalog';
import type { CandidateSeed } from './candidates';
import { createLedger } from './commerce';
import type { CompanySeed } from './companies';
import type { LookupIds } from './lookups';
import { addDays, type Random } from './random';
import { insert, UID_, type Row } from './store';

export type Seeded<T> = { row: Row; seed: T };

type Plan = {
  /** Products bought, with how many days ago. */
  purchases: Array<[ProductCodice, number]>;
  unlocks: number;
  /** Days ago of the last unlock; by default 25 days after the first purchase at most. */
  lastUnlockDaysAgo?: number;
  favourites: number;
  annunci: number;
};

/**
 * What the first generated companies have done on the portal. The demo accounts are left out on
 * purpose (except azienda@demo.it's 5 credits) so tests start from a known state.
 */
const PLANS: Plan[] = [
  { purchases: [['hr_membership_card', 90]], unlocks: 4, favourites: 3, annunci: 1 },
  { purchases: [['smart_card', 12]], unlocks: 3, favourites: 2, annunci: 0 },
  // The second unlock is recent: its 15 days of exclusivity are still running.
  {
    purchases: [
      ['alert_new_profile', 60],
      ['card_crediti', 60],
    ],
    unlocks: 2,
    lastUnlockDaysAgo: 3,
    favourites: 4,
    annunci: 0,
  },
  { purchases: [['brand_card', 10]], unlocks: 0, favourites: 0, annunci: 0 },
  { purchases: [['promuovi_ricerca', 100]], unlocks: 0, favourites: 2, annunci: 3 },
  { purchases: [['smart_card', 70]], unlocks: 3, favourites: 0, annunci: 0 },
  { purchases: [['card_crediti', 200]], unlocks: 2, favourites: 5, annunci: 0 },
  { purchases: [['card_crediti', 30]], unlocks: 1, favourites: 0, annunci: 1 },
  {
    purchases: [
      ['card_crediti', 150],
      ['card_crediti', 40],
    ],
    unlocks: 3,
    favourites: 0,
    annunci: 0,
  },
  { purchases: [['brand_card', 75]], unlocks: 0, favourites: 0, annunci: 0 },
];

/** The index of the generated company with an active Brand Card (it always gets a logo). */
export const BRAND_COMPANY_INDEX = 3;

const BENEFITS = [
  'Mensa aziendale',
  'Buoni pasto',
  'Premio di risultato',
  'Welfare aziendale',
  'Auto aziendale',
];

export const seedActivity = async (
  strapi: Core.Strapi,
  random: Random,
  now: Date,
  lookups: LookupIds,
  companies: Seeded<CompanySeed>[],
  candidates: Seeded<CandidateSeed>[],
  demoAzienda: Row,
) => {
  const counts = { unlocks: 0, favourites: 0, annunci: 0, purchases: 0 };

  // A candidate never appears to a company whose VAT number they excluded.
  const visibleTo = (company: Seeded<CompanySeed>) =>
    candidates.filter(
      (candidate) =>
        !(candidate.seed.data.blacklisted_pivas as Array<{ piva: string }>).some(
          (entry) => entry.piva === company.seed.data.piva,
        ),
    );
  const exclusive = new Set<number>();

  for (const [index, plan] of PLANS.entries()) {
    const company = companies[index];
    if (!company) break;
    const ledger = createLedger(strapi, company.row);
    let start = now;
    for (const [codice, daysAgo] of plan.purchases) {
      const when = addDays(now, -daysAgo);
      await ledger.purchase(codice, when);
      counts.purchases += 1;
      if (when < start) start = when;
    }

    const pool = visibleTo(company).filter((candidate) => !exclusive.has(candidate.row.id));
    const unlockable = random.some(pool, plan.unlocks, plan.unlocks);
    // Spread the unlocks after the first purchase, before any credit expires.
    const end =
      plan.lastUnlockDaysAgo !== undefined
        ? addDays(now, -plan.lastUnlockDaysAgo).getTime()
        : Math.min(addDays(now, -2).getTime(), addDays(start, 25).getTime());
    for (const [k, candidate] of unlockable.entries()) {
      const when = new Date(start.getTime() + ((end - start.getTime()) * (k + 1)) / unlockable.length);
      if (await ledger.unlock(candidate.row, when)) {
        counts.unlocks += 1;
        if (plan.purchases.some(([codice]) => codice === 'alert_new_profile'))
          exclusive.add(candidate.row.id);
      }
    }
    await ledger.close(now);

    for (const candidate of random.some(pool, plan.favourites, plan.favourites)) {
      await insert(strapi, UID_.favourite, {
        hr_company: company.row.id,
        hr_user: candidate.row.id,
        chiave: `${company.row.id}:${candidate.row.id}`,
      });
      counts.favourites += 1;
    }

    for (let n = 0; n < plan.annunci; n += 1) {
      await insert(strapi, UID_.annunci, {
        posizione: random.pick(MANSIONI),
        visibile: true,
        archiviato: n === 2,
        hr_company: company.row.id,
        hr_users: random.some(pool, 0, 4).map((candidate) => candidate.row.id),
        settori: random.some([...lookups.aree.values()], 1, 2),
        titoloStudio: String(random.int(0, 4)),
        esperienza: random.pick(ESPERIENZA),
        qualifica: random.pick(QUALIFICA),
        tipoContratto: random.pick(optionValues(TIPO_CONTRATTO)),
        residenza: company.seed.data.lavoro_provincia ?? company.seed.data.io_provincia,
        ral: random.pick(optionValues(RAL_DESIDERATA)),
        benefits: random.some(BENEFITS, 1, 2).join(', '),
      });
      counts.annunci += 1;
    }
  }

  // azienda@demo.it: one Card Crediti, hence 5 crediti and 0 crediti_abbonamento.
  const demoLedger = createLedger(strapi, demoAzienda);
  await demoLedger.purchase('card_crediti', addDays(now, -20));
  await demoLedger.close(now);

  return counts;
};
