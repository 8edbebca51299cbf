/**
 * The in-process half of `npm run bench:alerts` (scripts/bench-alerts.mjs starts it on a seeded database with the
 * cron off): adds N companies with an Alert Database and an Alert New Profile (live subscription), varied filters,
 * then times the real jobs (src/api/alert/services/alerts.ts), SMTP sends included, and the per-company search
 * query alone. Prints one JSON line.
 * `node dist/scripts/bench-alerts.js --companies 1000 --seed 42 --digest-at <ISO> --notice-at <ISO>`
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createStrapi } from '@strapi/strapi';
import {
  AREE_DI_COMPETENZA,
  DEFAULT_ALERT_FILTERS,
  PROVINCE,
  searchFiltersOfAlert,
  serializeAlertFilters,
  parseAlertFilters,
} from '../src/catalog';
import { service } from '../src/utils/services';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const COMPANIES = Number(arg('companies', '1000'));
const SEED = Number(arg('seed', '42'));
const DIGEST_AT = new Date(arg('digest-at', '2026-01-01T07:20:00Z'));
const NOTICE_AT = new Date(arg('notice-at', '2025-12-31T17:40:00Z'));

const mulberry32 = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const main = async () => {
  const distDir = path.resolve(__dirname, '..');
  const appDir = path.resolve(distDir, '..');
  const strapi = await createStrapi({ appDir, distDir }).load();
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  let exitCode = 0;
  try {
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
    const alerts = service(strapi, 'api::alert.alerts');

    // The query alone, per company: the digest's day range, as the job runs it.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
      new Date(DIGEST_AT.getTime() - 86_400_000),
    );
    const queryTimes: number[] = [];
    let matching = 0;
    for (const [k, row] of companyRows.entries()) {
      const alert = parseAlertFilters(row.filtri);
      if (!alert) continue;
      const started = performance.now();
      const { ids: found } = await service(strapi, 'api::human-resource.search').searchIds(
        { id: ids[k], piva: row.piva, provincia: row.io_provincia },
        searchFiltersOfAlert(alert),
        { kind: 'alert', modifiedFrom: day, modifiedTo: day },
      );
      queryTimes.push(performance.now() - started);
      if (found.length) matching += 1;
    }

    let started = performance.now();
    const digests = await alerts.sendDatabaseDigests(DIGEST_AT);
    const digestMs = performance.now() - started;
    started = performance.now();
    const again = await alerts.sendDatabaseDigests(DIGEST_AT);
    const againMs = performance.now() - started;
    started = performance.now();
    const notices = await alerts.sendNewProfileNotices(NOTICE_AT);
    const noticeMs = performance.now() - started;

    console.info(
      JSON.stringify({
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
      }),
    );
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await strapi.destroy();
  }
  process.exit(exitCode);
};

void main();
