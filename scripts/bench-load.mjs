#!/usr/bin/env node
// `npm run bench:load [-- --candidates 100000 --companies 50 --seconds 60 --think 5 --rate 1 --postgres
// --instances 2]`: a load benchmark, not a test (issue 15 item 8). Seeds a throw-away database like bench:search
// (the normal seed, then a bulk clone of candidates), makes sure `--companies` companies exist (the seeded ones,
// then more registered through Strapi's own endpoint), signs each in through the Remix login form, and runs them
// concurrently for `--seconds`, one connection per company, over a mix of what a company does: search pages (50%),
// profile pages (25%), favourites (15%) and unlocks (10%). Reports throughput, p50/p95/p99 and errors (network
// errors, timeouts and answers >= 400).
// - `--think S`: each company reads every page for S seconds on average before its next click (runThinking):
//   50 people using the portal.
// - without it, autocannon: every connection sends its next request as soon as the last one is answered, which
//   measures the servers' saturation, not 50 people; `--rate N` (N >= 1) paces each connection to N requests a
//   second (autocannon's connectionRate).
// - `--instances 2` runs two Strapi and two Remix servers over one PostgreSQL database (two Strapi processes
//   cannot share one SQLite file), with a round-robin TCP balancer in front of the Remix servers.
// Ports: BENCH_PORT_OFFSET (default 460).
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import { hasFlag, numberOption } from './lib/args.mjs';
import { bulkCandidates, bulkCandidatesPg } from './lib/bench-data.mjs';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './lib/fake-stripe.mjs';
import { startPostgres } from './lib/postgres.mjs';
import {
  benchStrapiEnv,
  buildRemix,
  buildStrapi,
  log,
  memoryLine,
  seedStrapi,
  startMaildev,
  startRemix,
  startStrapi,
  stopAll,
} from './lib/stack.mjs';

const CANDIDATES = numberOption('candidates', 100_000);
const COMPANIES = numberOption('companies', 50);
const SECONDS = numberOption('seconds', 60);
const INSTANCES = numberOption('instances', 1);
const RATE = numberOption('rate', 0);
const THINK = numberOption('think', 0);
if (RATE > 0 && RATE < 1) {
  console.error('--rate below 1: use --think SECONDS (a person reading each page for that long on average).');
  process.exit(2);
}
const SEED = numberOption('seed', 42);
const POSTGRES = hasFlag('postgres');
const BASE = Math.min(300, CANDIDATES);
if (INSTANCES > 1 && !POSTGRES) {
  console.error(
    'Several Strapi instances need PostgreSQL (--postgres): two processes cannot share one SQLite file.',
  );
  process.exit(2);
}

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 460);
const port = (base, i = 0) => base + offset + i * 10;
const work = mkdtempSync(join(tmpdir(), 'portale-load-'));
const balancerPort = port(3190);
const SECRET = 'bench-load-session-secret';

/** A round-robin TCP balancer: each new connection goes to the next Remix server. */
function startBalancer(targets) {
  let next = 0;
  const server = createServer((socket) => {
    const target = targets[next++ % targets.length];
    const upstream = connect(target, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve) => server.listen(balancerPort, '127.0.0.1', () => resolve(server)));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function sql(strapiUrl, text, bindings = []) {
  const response = await fetch(`${strapiUrl}/api/test-hooks/sql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sql: text, bindings }),
  });
  if (!response.ok) throw new Error(`sql answered ${response.status}: ${await response.text()}`);
  return (await response.json()).rows;
}

/** The seeded non-agency companies, then new ones registered through create-company, all with the demo password. */
async function companies(strapiUrl) {
  const existing = await sql(
    strapiUrl,
    `SELECT email FROM hr_companies WHERE aut_min IS NULL OR aut_min = '' ORDER BY id LIMIT ?`,
    [COMPANIES],
  );
  const emails = existing.map((row) => row.email);
  for (let n = emails.length; n < COMPANIES; n += 1) {
    const email = `carico.${n}@bench.invalid`;
    const digits = String(10_000_000_000 + n * 7919).slice(-11);
    const response = await fetch(`${strapiUrl}/api/create-profile/create-company`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          nome: `Officina Carico ${n}`,
          piva: digits,
          cf: digits,
          email,
          telefono: '0212345678',
          referente: 'Mario Rossi',
          funzione: 'HR',
          indirizzo_legale: 'Via Roma 1',
          il_citta: 'Milano',
          il_provincia: 'MI',
          il_cap: '20121',
          indirizzo_operativo: 'Via Torino 2',
          io_citta: 'Milano',
          io_provincia: 'MI',
          io_cap: '20122',
          settore: 'Meccanica',
          codice_ateco: '25.62.00',
          sdi: 'ABC1234',
          check_veridicita: true,
          check_agenzia: false,
          numero_addetti: '10 - 50',
          mansioni_preferite: [{ mansione_preferita: 'Operatore CNC' }],
          punti_forza: [{ punto_forza: 'Welfare aziendale' }],
        },
      }),
    });
    if (response.status !== 201) throw new Error(`create-company answered ${response.status}`);
    emails.push(email);
  }
  await sql(
    strapiUrl,
    `UPDATE up_users SET confirmed = ?, password = (SELECT password FROM up_users WHERE email = 'azienda@demo.it')
     WHERE email LIKE 'carico.%@bench.invalid'`,
    [true],
  );
  // Enough credits for every unlock of the run: unlocks then exercise the real transaction, not the refusal.
  await sql(
    strapiUrl,
    `UPDATE hr_companies SET crediti = 100000 WHERE email IN (${emails.map(() => '?').join(',')})`,
    emails,
  );
  return emails;
}

/** One CSRF cookie and token for every session (the token is bound to its cookie, not to the account). */
async function signIn(base, emails) {
  const page = await fetch(`${base}/`);
  const csrfCookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('csrf='));
  const html = await page.text();
  const fields = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[match[1]] = match[2];
  await new Promise((r) => setTimeout(r, 1500)); // the honeypot wants a human pace
  const sessions = [];
  for (const email of emails) {
    const response = await fetch(`${base}/?index`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: csrfCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, email, password: 'Demo1234!' }),
    });
    if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}`);
    const token = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('token='));
    sessions.push(`${csrfCookie}; ${token}`);
  }
  return { sessions, csrf: fields.csrf };
}

const SEARCHES = [
  '',
  '?bucket=altri',
  '?provincia=MI&aree_di_competenza=Saldatura',
  '?eta=under35&titoloStudio=3&automunito=si',
  '?aree_di_competenza=Programmazione+CNC&scheda_tecnica=fanuc',
  '?bucket=altri&page=20',
  '?esperienza=Superiore+ai+10+anni&luogoLavoro=TO',
];

/** One click of the mix: 50% search pages, 25% profile pages, 15% favourite toggles, 10% unlocks. */
function nextRequest(csrf, ids, random = Math.random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const roll = random();
  const id = pick(ids);
  if (roll < 0.5) return { kind: 'search', method: 'GET', path: `/company-home${pick(SEARCHES)}` };
  if (roll < 0.75) return { kind: 'profile', method: 'GET', path: `/resource-profile/${id}` };
  const body =
    roll < 0.9
      ? new URLSearchParams({
          csrf,
          intent: 'favourite',
          id,
          favourite: String(random() < 0.5),
          _fetcher: '1',
        })
      : new URLSearchParams({ csrf, intent: 'unlock', id, redirectTo: '/company-home' });
  return {
    kind: roll < 0.9 ? 'favourite' : 'unlock',
    method: 'POST',
    path: '/company-home',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  };
}

function summary(latencies, statuses, errors, timeouts) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    timeouts,
    statuses,
  };
}

/** Saturation (no think time) or `--rate` ≥ 1: autocannon, one connection per company. */
function runAutocannon(base, sessions, csrf, ids) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let client = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: sessions.length,
        duration: SECONDS,
        ...(RATE >= 1 ? { connectionRate: RATE } : {}),
        timeout: 10,
        requests: [
          {
            setupRequest(request) {
              const { kind: _kind, ...next } = nextRequest(csrf, ids);
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
          },
        ],
        setupClient(c) {
          c.setHeaders({ cookie: sessions[client++ % sessions.length] });
          c.on('response', (statusCode, _bytes, responseTime) => {
            latencies.push(responseTime);
            statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
            if (statusCode >= 400) errors += 1;
          });
        },
      },
      (error, result) => {
        if (error) return reject(error);
        // autocannon's `errors` already counts its timeouts (`timeouts` is a part of it, not an addition).
        resolve(summary(latencies, statuses, errors + result.errors, result.timeouts));
      },
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/**
 * `--think S`: 50 people, not 50 loops. Each company has its own keep-alive connection (undici Client) and, after
 * each answer, reads the page for a random time (exponential, mean S seconds; the first click at a uniform moment
 * of the first S seconds, so the companies do not click in step). autocannon cannot model this: below one request a
 * second it paces all connections together (`overallRate`), and it lowers the number of connections to that rate
 * (10 req/s offered became 10 connections, not 50, each clicking in the same millisecond every second).
 */
async function runThinking(base, sessions, csrf, ids) {
  const latencies = [];
  const byKind = {};
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const thinkMs = THINK * 1000;
  await Promise.all(
    sessions.map(async (cookie) => {
      const client = new Client(base, { headersTimeout: 10_000, bodyTimeout: 10_000 });
      try {
        await sleep(Math.random() * thinkMs);
        while (performance.now() < stopAt) {
          const { kind, ...next } = nextRequest(csrf, ids);
          const started = performance.now();
          try {
            const response = await client.request({
              ...next,
              headers: { cookie, 'accept-encoding': 'gzip, br', ...next.headers },
            });
            await response.body.dump({ limit: Infinity });
            const took = performance.now() - started;
            latencies.push(took);
            (byKind[kind] ??= []).push(took);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            if (response.statusCode >= 400) errors += 1;
          } catch (error) {
            errors += 1;
            if (/timeout/i.test(String(error?.code ?? error))) timeouts += 1;
          }
          await sleep(-Math.log(1 - Math.random()) * thinkMs);
        }
      } finally {
        await client.close();
      }
    }),
  );
  const kinds = Object.entries(byKind).map(([kind, list]) => {
    const { requests, p50, p95 } = summary(list, {}, 0, 0);
    return `${kind} ${requests} p50 ${p50.toFixed(0)} / p95 ${p95.toFixed(0)} ms`;
  });
  return { ...summary(latencies, statuses, errors, timeouts), kinds: kinds.join('; ') };
}

let pg;
// Closed in `finally`: left open after an error, it kept the process alive.
let balancer;
try {
  buildStrapi({ admin: false });
  buildRemix();
  const smtp = port(1026);
  await startMaildev({ smtpPort: smtp, webPort: port(1081), logFile: join(work, 'maildev.log') });
  pg = POSTGRES ? startPostgres(mkdtempSync(join(tmpdir(), 'portale-load-pg-')), port(5499)) : null;
  if (POSTGRES && !pg) throw new Error('PostgreSQL 15 is not installed');
  const databaseFile = join(work, 'bench.db');
  const envOf = (i) =>
    benchStrapiEnv({
      port: port(1338, i),
      smtpPort: smtp,
      publicUrl: `http://127.0.0.1:${balancerPort}`,
      work,
      databaseFile,
      pg,
      extra: { AUTH_RATELIMIT_MAX: '100000', STRAPI_TEST_HOOKS: 'true', CRON_ENABLED: 'false' },
    });
  seedStrapi(envOf(0), ['--candidates', String(BASE), '--seed', String(SEED)]);
  if (CANDIDATES > BASE) {
    if (pg) await bulkCandidatesPg(pg.url, CANDIDATES - BASE, SEED);
    else bulkCandidates(databaseFile, CANDIDATES - BASE, SEED);
  }
  const remixPorts = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    await startStrapi(envOf(i), { logFile: join(work, `strapi${i}.log`) });
    remixPorts.push(port(3100, i));
    await startRemix({
      port: port(3100, i),
      strapiUrl: `http://127.0.0.1:${port(1338, i)}`,
      publicUrl: `http://127.0.0.1:${balancerPort}`,
      extra: {
        SESSION_SECRET: SECRET,
        CURRENT_USER_CACHE_MS: INSTANCES > 1 ? '0' : '1000',
        // The Remix server refuses to start without Stripe's keys (issue 14); the benchmark buys nothing.
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
      logFile: join(work, `remix${i}.log`),
    });
  }
  balancer = await startBalancer(remixPorts);
  const base = `http://127.0.0.1:${balancerPort}`;
  const strapiUrl = `http://127.0.0.1:${port(1338)}`;
  const emails = await companies(strapiUrl);
  const started = performance.now();
  const { sessions, csrf } = await signIn(base, emails);
  log(
    `${sessions.length} companies signed in through the portal in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Profiles every company may open: a candidate who blacklists a company's P. IVA is a 404 for it (rightly), which
  // the benchmark would count as an error.
  const ids = (
    await sql(
      strapiUrl,
      `SELECT h.document_id FROM hr_users h
       WHERE NOT EXISTS (SELECT 1 FROM hr_user_blacklist b WHERE b.hr_user_id = h.id) ORDER BY h.id LIMIT 5000`,
    )
  ).map((r) => r.document_id);
  log(`memory at rest: ${memoryLine()}`);
  const result =
    THINK > 0 ? await runThinking(base, sessions, csrf, ids) : await runAutocannon(base, sessions, csrf, ids);
  const database = POSTGRES ? 'PostgreSQL 15' : 'SQLite';
  console.info(
    `\n${CANDIDATES} candidates, ${sessions.length} companies, ${SECONDS} s, ${THINK > 0 ? `${THINK} s think time (mean)` : RATE > 0 ? `${RATE} request/s per company` : 'no think time'}, ${INSTANCES} Remix + ${INSTANCES} Strapi, ${database}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}\n`,
  );
  console.info('| setup | requests | throughput | p50 | p95 | p99 | errors | statuses |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.info(
    `| ${INSTANCES} + ${INSTANCES}, ${database} | ${result.requests} | ${result.rps.toFixed(1)} req/s | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.errors} (${result.timeouts} timeouts) | ${JSON.stringify(result.statuses)} |`,
  );
  if (result.kinds) console.info(`\nBy kind: ${result.kinds}`);
  console.info(`\nMemory after the run (resident, peak since start): ${memoryLine()}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  balancer?.close();
  stopAll();
  pg?.stop({ keep: false });
  if (!process.env.KEEP_BENCH) rmSync(work, { recursive: true, force: true });
}
