/**
 * The in-process half of `npm run bench:alerts -- --job-alerts` (issue 42: the candidates' job alert measured at
 * 1,000,000 candidates and 5,000 posts). On the seeded database (cron off) it adds the companies (their work places
 * the comuni the candidates live in, so a post's distance resolves), the posts (the new ones of the last day, the
 * rest over the 60 days before, one or two areas each, in their company's province but one in ten elsewhere) and
 * the subscribers (candidates drawn at random, each radius of the board or none, consent 60 days old, last e-mail
 * the day before), then times the real job (src/api/avviso-candidato/services/job-alerts.ts `sendDaily`, SMTP sends
 * to the local catcher included) and its second run of the day (all claimed). Prints one JSON line.
 * `node dist/scripts/bench-job-alerts.js --companies 500 --posts 5000 --new-posts 250 --subscribers 100000
 *  --seed 42 --run-at <ISO>`
 */
import { DISTANZE_KM } from '../src/catalog';
import { arg, mulberry32, phases, runBench } from './bench-lib';

const COMPANIES = Number(arg('companies', '500'));
const POSTS = Number(arg('posts', '5000'));
const NEW_POSTS = Number(arg('new-posts', '250'));
const SUBSCRIBERS = Number(arg('subscribers', '100000'));
const SEED = Number(arg('seed', '42'));
// The cron's 07:00 in Italy, the day after the clone's newest ultima_modifica (bench-data.mjs: the year before).
const RUN_AT = new Date(arg('run-at', '2026-01-01T06:00:00Z'));
const DAY = 86_400_000;
const CHUNK = 500;

runBench(__dirname, async (strapi) => {
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const idOf = (row: { id: number } | number) => (typeof row === 'number' ? row : row.id);
  const insert = async (table: string, rows: object[]) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += CHUNK)
      ids.push(
        ...(
          (await knex(table)
            .insert(rows.slice(i, i + CHUNK))
            .returning('id')) as Array<{ id: number } | number>
        ).map(idOf),
      );
    return ids;
  };
  const now = new Date();
  const stamp = { created_at: now, updated_at: now, published_at: now };
  const places = (await knex('hr_users')
    .distinct('citta', 'provincia')
    .whereNotNull('citta')
    .whereNotNull('provincia')
    .limit(2000)) as Array<{ citta: string; provincia: string }>;
  const companies = Array.from({ length: COMPANIES }, (_, i) => ({ i, place: pick(places) }));
  const companyIds = await insert(
    'hr_companies',
    companies.map(({ i, place }) => ({
      ...stamp,
      document_id: `benchjobco${SEED}x${String(i).padStart(12, '0')}`.slice(-24),
      nome: `Bench Annunci ${i}`,
      email: `bench-job-${i}@bench.invalid`,
      piva: String(91_000_000_000 + i),
      lavoro_citta: place.citta,
      lavoro_provincia: place.provincia,
      io_citta: place.citta,
      io_provincia: place.provincia,
    })),
  );
  const aree = ((await knex('aree_di_competenzas').select('id')) as Array<{ id: number }>).map((r) => r.id);
  const provinces = [...new Set(places.map((place) => place.provincia))];
  const posts = Array.from({ length: POSTS }, (_, i) => {
    const k = Math.floor(random() * COMPANIES);
    const fresh = i < NEW_POSTS;
    const created = new Date(
      fresh ? RUN_AT.getTime() - random() * (DAY - 60_000) : RUN_AT.getTime() - DAY - random() * 59 * DAY,
    );
    return {
      k,
      settori: random() < 0.5 ? [pick(aree)] : [...new Set([pick(aree), pick(aree)])],
      row: {
        document_id: `benchjobpost${SEED}x${String(i).padStart(12, '0')}`.slice(-24),
        posizione: `Annuncio di prova ${i}`,
        visibile: true,
        archiviato: false,
        residenza: random() < 0.9 ? companies[k].place.provincia : pick(provinces),
        created_at: created,
        updated_at: created,
        published_at: created,
      },
    };
  });
  const postIds = await insert(
    'annuncis',
    posts.map((post) => post.row),
  );
  await insert(
    'annuncis_hr_company_lnk',
    posts.map((post, i) => ({ annunci_id: postIds[i], hr_company_id: companyIds[post.k], annunci_ord: 1 })),
  );
  await insert(
    'annuncis_settori_lnk',
    posts.flatMap((post, i) =>
      post.settori.map((area, ord) => ({
        annunci_id: postIds[i],
        aree_di_competenza_id: area,
        aree_di_competenza_ord: ord + 1,
      })),
    ),
  );

  const candidates = Number((await knex('hr_users').count({ n: '*' }))[0].n);
  const subscribers = (
    (await knex('hr_users')
      .whereNotNull('email')
      .orderByRaw(isPg ? 'md5(id::text || ?)' : 'random()', isPg ? [String(SEED)] : [])
      .limit(SUBSCRIBERS)
      .select('id')) as Array<{ id: number }>
  ).map((row) => Number(row.id));
  const radii = [0, ...DISTANZE_KM];
  const avvisiIds = await insert(
    'avvisi_candidato',
    subscribers.map((id) => ({
      ...stamp,
      document_id: `benchavviso${String(id).padStart(13, '0')}`.slice(-24),
      chiave: `hr-user-${id}`,
      annunci_attivo: true,
      annunci_km: pick(radii),
      annunci_consenso_il: new Date(RUN_AT.getTime() - 60 * DAY),
      annunci_inviati_fino_al: new Date(RUN_AT.getTime() - DAY),
      settimanale_off: false,
    })),
  );
  await insert(
    'avvisi_candidato_hr_user_lnk',
    subscribers.map((id, i) => ({ avviso_candidato_id: avvisiIds[i], hr_user_id: id })),
  );
  await knex.raw(isPg ? 'ANALYZE' : 'PRAGMA optimize');

  const jobAlerts = strapi.service('api::avviso-candidato.job-alerts');
  const { memory, memoryAtStart, cpu, phase } = phases();
  const [sent, sendMs] = await phase('jobAlerts', () => jobAlerts.sendDaily(RUN_AT));
  const [again, againMs] = await phase('jobAlertsAgain', () =>
    jobAlerts.sendDaily(new Date(RUN_AT.getTime() + 60_000)),
  );
  return {
    dialect: isPg ? 'PostgreSQL' : 'SQLite',
    candidates,
    companies: COMPANIES,
    posts: POSTS,
    newPosts: NEW_POSTS,
    subscribers: subscribers.length,
    runAt: RUN_AT.toISOString(),
    sent,
    sendMs,
    again,
    againMs,
    memory,
    memoryAtStart,
    cpu,
  };
});
