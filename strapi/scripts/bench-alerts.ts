/**
 * The in-process half of `npm run bench:alerts` (scripts/bench-alerts.mjs starts it on a seeded database with the
 * cron off): adds N companies with an Alert Database and an Alert New Profile (live subscription), varied filters,
 * then times the real jobs (src/api/alert/services/alerts.ts), SMTP sends included, and the per-company search
 * query alone; then the freshness job (issue 29: its daily run, capped, and a second run the same day) and the unlock
 * and visit counters for the same companies (one unlock each, a search page's views, a profile opened, a logo
 * clicked, the same again the same day, and the counters read back as the pages show them). Each phase's peak RSS
 * of this process is sampled every 20 ms, and its CPU time taken from process.cpuUsage(). Prints one JSON line.
 * `node dist/scripts/bench-alerts.js --companies 1000 --seed 42 --digest-at <ISO> --notice-at <ISO>
 *  --freshness-at <ISO>`
 */
import { performance } from 'node:perf_hooks';
import {
  AREE_DI_COMPETENZA,
  DEFAULT_ALERT_FILTERS,
  PROVINCE,
  searchFiltersOfAlert,
  serializeAlertFilters,
  parseAlertFilters,
} from '../src/catalog';
import { FRESHNESS_DAILY_CAP, FRESHNESS_STALE_MONTHS } from '../src/api/freshness/services/freshness';
import { isoDateInRome } from '../src/utils/dates';
import { findRow } from '../src/utils/rows';
import { arg, cpuMs, mulberry32, percentile, phases, rssPeak, runBench } from './bench-lib';

const COMPANIES = Number(arg('companies', '1000'));
const SEED = Number(arg('seed', '42'));
const DIGEST_AT = new Date(arg('digest-at', '2026-01-01T07:20:00Z'));
const NOTICE_AT = new Date(arg('notice-at', '2025-12-31T17:40:00Z'));
// The cron's 10:00 in Italy, the day after the clone's newest ultima_modifica (bench-data.mjs: the year before).
const FRESHNESS_AT = new Date(arg('freshness-at', '2026-01-01T09:00:00Z'));

runBench(__dirname, async (strapi) => {
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // The clones of bench-data.mjs keep their template's creation time: spread it over their ultima_modifica day,
  // as if each had registered that day (the New Profile notice reads creation times).
  await knex.raw(
    isPg
      ? `UPDATE hr_users SET created_at = ultima_modifica::timestamp + (id % 86400) * interval '1 second'
           WHERE ultima_modifica IS NOT NULL`
      : `UPDATE hr_users SET created_at = CAST((julianday(ultima_modifica) - 2440587.5) * 86400000 AS INTEGER)
             + (id % 86400) * 1000 WHERE ultima_modifica IS NOT NULL`,
  );

  const now = new Date();
  const companyRows = Array.from({ length: COMPANIES }, (_, i) => {
    const alert = serializeAlertFilters({
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza:
        random() < 0.5 ? [pick(AREE_DI_COMPETENZA)] : [pick(AREE_DI_COMPETENZA), pick(AREE_DI_COMPETENZA)],
      luogoLavoro: random() < 0.6 ? pick(PROVINCE).sigla : 'all',
      titoloStudio: random() < 0.7 ? 0 : pick([1, 2, 3, 4] as const),
      categoriaProtetta: random() < 0.3 ? 'si' : 'all',
    });
    return {
      document_id: `benchalert${SEED}x${String(i).padStart(12, '0')}`.slice(-24),
      nome: `Bench Alert ${i}`,
      email: `bench-alert-${i}@bench.invalid`,
      piva: String(90_000_000_000 + i),
      io_provincia: pick(PROVINCE).sigla,
      filtri: alert,
      filtri_profile: alert,
      abbonamento_np: true,
      created_at: now,
      updated_at: now,
      published_at: now,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < companyRows.length; i += 100) {
    const inserted = (await knex('hr_companies')
      .insert(companyRows.slice(i, i + 100))
      .returning('id')) as Array<{ id: number } | number>;
    ids.push(...inserted.map((row) => (typeof row === 'number' ? row : row.id)));
  }
  const scadenza = '2099-12-31';
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const subs = (await knex('subscriptions')
      .insert(
        chunk.map((id) => ({
          document_id: `benchsub${SEED}x${String(id).padStart(14, '0')}`.slice(-24),
          product_id: 4,
          product_codice: 'alert_new_profile',
          data_sottoscrizione: '2025-01-01',
          data_scadenza: scadenza,
          crediti_residui: 0,
          created_at: now,
          updated_at: now,
          published_at: now,
        })),
      )
      .returning('id')) as Array<{ id: number } | number>;
    await knex('subscriptions_hr_company_lnk').insert(
      subs.map((row, k) => ({
        subscription_id: typeof row === 'number' ? row : row.id,
        hr_company_id: chunk[k],
      })),
    );
  }
  if (!isPg) await knex.raw('PRAGMA optimize');
  else await knex.raw('ANALYZE');

  const candidates = Number((await knex('hr_users').count({ n: '*' }))[0].n);
  const alerts = strapi.service('api::alert.alerts');

  // The query alone, per company: the digest's day range, as the job runs it.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(DIGEST_AT.getTime() - 86_400_000),
  );
  rssPeak.start();
  const queryCpu = process.cpuUsage();
  const queryTimes: number[] = [];
  let matching = 0;
  for (const [k, row] of companyRows.entries()) {
    const alert = parseAlertFilters(row.filtri);
    if (!alert) continue;
    const started = performance.now();
    const { ids: found } = await strapi
      .service('api::human-resource.search')
      .searchIds({ id: ids[k], piva: row.piva, provincia: row.io_provincia }, searchFiltersOfAlert(alert), {
        kind: 'alert',
        modifiedFrom: day,
        modifiedTo: day,
      });
    queryTimes.push(performance.now() - started);
    if (found.length) matching += 1;
  }

  const { memory, cpu, phase } = phases();
  memory.query = rssPeak.mb();
  cpu.query = cpuMs(queryCpu);
  const [digests, digestMs] = await phase('digest', () => alerts.sendDatabaseDigests(DIGEST_AT));
  const [again, againMs] = await phase('again', () => alerts.sendDatabaseDigests(DIGEST_AT));
  const [notices, noticeMs] = await phase('notice', () => alerts.sendNewProfileNotices(NOTICE_AT));

  // The freshness job as the cron runs it at 10:00: due are the profiles older than 6 months never mailed.
  const staleBefore = new Date(FRESHNESS_AT);
  staleBefore.setMonth(staleBefore.getMonth() - FRESHNESS_STALE_MONTHS);
  const stale = Number(
    (
      await knex('hr_users')
        .whereNotNull('email')
        .where('ultima_modifica', '<', isoDateInRome(staleBefore))
        .count({ n: '*' })
    )[0].n,
  );
  const freshness = strapi.service('api::freshness.freshness');
  const [freshnessSent, freshnessMs] = await phase('freshness', () => freshness.sendDue(FRESHNESS_AT));
  const [freshnessAgain, freshnessAgainMs] = await phase('freshnessAgain', () =>
    freshness.sendDue(new Date(FRESHNESS_AT.getTime() + 3_600_000)),
  );

  // The counters, for the same companies, today: each unlocks one candidate (a credit each), is shown a search
  // page of 20 cards, opens the profile it unlocked, and that candidate clicks its logo; then the same visits
  // again (already counted today: the read-only path); then the counters read back as /api/me answers them.
  await knex('hr_companies').whereIn('id', ids).update({ crediti: 5 });
  const [{ lo, hi }] = (await knex('hr_users').min({ lo: 'id' }).max({ hi: 'id' })) as Array<{
    lo: number;
    hi: number;
  }>;
  const candidateId = () => Number(lo) + Math.floor(random() * (Number(hi) - Number(lo) + 1));
  const visits = ids.map((companyId) => ({
    companyId,
    unlocked: candidateId(),
    page: Array.from({ length: 20 }, candidateId),
  }));
  const unlocks = strapi.service('api::unlock.unlock');
  const unlockTimes: number[] = [];
  const [unlocked, unlockMs] = await phase('unlock', async () => {
    let paid = 0;
    for (const v of visits) {
      const t0 = performance.now();
      const outcome = await unlocks.unlockCandidate(v.companyId, v.unlocked);
      unlockTimes.push(performance.now() - t0);
      if (outcome.ok && outcome.cost === 1) paid += 1;
    }
    return paid;
  });
  const countAll = async (times: number[]) => {
    let counted = 0;
    for (const v of visits) {
      const t0 = performance.now();
      counted += (await strapi.service('api::visit.visit').countVisits('profilo', v.companyId, v.page))
        .length;
      counted += (
        await strapi.service('api::visit.visit').countVisits('profilo_esteso', v.companyId, [v.unlocked])
      ).length;
      counted += (await strapi.service('api::visit.visit').countVisits('azienda', v.unlocked, [v.companyId]))
        .length;
      times.push(performance.now() - t0);
    }
    return counted;
  };
  const visitTimes: number[] = [];
  const [counted, visitMs] = await phase('visits', () => countAll(visitTimes));
  const repeatTimes: number[] = [];
  const [recounted, repeatMs] = await phase('visitsAgain', () => countAll(repeatTimes));
  const readTimes: number[] = [];
  const [shown, readMs] = await phase('counters', async () => {
    let sum = 0;
    for (const v of visits) {
      const t0 = performance.now();
      const candidate = await findRow(strapi, 'api::hr-user.hr-user', {
        where: { id: v.unlocked },
        select: ['visite_profilo', 'visite_profilo_esteso'],
      });
      const company = await findRow(strapi, 'api::hr-company.hr-company', {
        where: { id: v.companyId },
        select: ['visite_azienda', 'crediti'],
      });
      readTimes.push(performance.now() - t0);
      sum += (candidate?.visite_profilo ?? 0) + (candidate?.visite_profilo_esteso ?? 0);
      sum += company?.visite_azienda ?? 0;
    }
    return sum;
  });

  return {
    dialect: isPg ? 'PostgreSQL' : 'SQLite',
    candidates,
    companies: COMPANIES,
    day,
    matching,
    queryP50: percentile(queryTimes, 50),
    queryP95: percentile(queryTimes, 95),
    queryMax: Math.max(...queryTimes),
    digests,
    digestMs,
    again,
    againMs,
    notices,
    noticeMs,
    freshnessAt: FRESHNESS_AT.toISOString(),
    freshnessCap: FRESHNESS_DAILY_CAP,
    stale,
    freshnessSent,
    freshnessMs,
    freshnessAgain,
    freshnessAgainMs,
    unlocked,
    unlockMs,
    unlockP50: percentile(unlockTimes, 50),
    unlockP95: percentile(unlockTimes, 95),
    counted,
    visitMs,
    visitP50: percentile(visitTimes, 50),
    visitP95: percentile(visitTimes, 95),
    recounted,
    repeatMs,
    repeatP50: percentile(repeatTimes, 50),
    repeatP95: percentile(repeatTimes, 95),
    shown,
    readMs,
    readP50: percentile(readTimes, 50),
    readP95: percentile(readTimes, 95),
    memory,
    cpu,
  };
});
