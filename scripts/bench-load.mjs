#!/usr/bin/env node
// `npm run bench:load [-- --candidates 100000 --companies 50 --seconds 60 --think 5 --rate 1 --postgres
// --instances 2]`: a load benchmark, not a test (issue 15 item 8). Seeds a throw-away database like bench:search
// (the normal seed, then a bulk clone of candidates), makes sure `--companies` companies exist (the seeded ones,
// then more registered through Strapi's own endpoint), signs each in through the Remix login form, and runs them
// concurrently for `--seconds`, one connection per company, over a mix of what a company does: search pages (50%),
// profile pages (25%), favourites (15%) and unlocks (10%). Reports throughput, p50/p95/p99 and errors (network
// errors, timeouts and answers >= 400) and, after a load run, the share of a core each server process used.
// - `--think S`: each company reads every page for S seconds on average before its next click (runThinking):
//   50 people using the portal.
// - without it, saturation: every company's connection (undici) sends its next request as soon as the last one
//   is answered, which measures the servers' saturation, not 50 people; `--rate N` (N >= 1) paces each company to
//   N requests a second.
// - `--full-revalidation`: a heart is followed by the revalidation of every loader, as browsers did before
//   2026-11-26 (to load a build of before then the way its users did).
// - `--instances 2` runs two Strapi and two Remix servers over one PostgreSQL database (two Strapi processes
//   cannot share one SQLite file), with a round-robin TCP balancer in front of the Remix servers.
// - `--cpu N`: no load run; instead N requests of each kind (4 at a time), and the CPU time (utime + stime from
//   /proc) each server process spent per request of that kind: Remix, Strapi and PostgreSQL apart, in alternating
//   rounds (docs/performance.md "Pages per core"). `--profile DIR` writes V8 CPU profiles of Remix and Strapi there.
// Ports: BENCH_PORT_OFFSET (default 460). BENCH_NODE_ARGS: options for the Remix and Strapi node processes
// (e.g. `--max-semi-space-size=64`, an experiment of docs/performance.md "Fourth round"). KEEP_BENCH=1 keeps the
// logs, the database and the PostgreSQL cluster (stopped; its directory is printed), e.g. to time a restore of it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  pidsOf,
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
const CPU = numberOption('cpu', 0);
const PROFILE = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : '';
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
/**
 * Options of the server processes' node: BENCH_NODE_ARGS, and with `--profile DIR` V8 CPU profiles (written when
 * they stop), one folder each.
 */
const nodeArgsOf = (name) => [
  ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROFILE, name)}`] : []),
];

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

/**
 * One click of the mix: 50% search pages, 25% profile pages, 15% favourite toggles, 10% unlocks. The heart is a
 * fetcher in the browser: it posts to `/company-home.data` (the action alone, a small answer), and the browser then
 * revalidates: since 2026-11-26 only root and the company layout (`REVALIDATION`: the menu's /api/me), not the
 * search page's loader (app/lib/revalidate.ts `isFavouriteToggle`); before, every loader, the whole search
 * included (`FULL_REVALIDATION`, still measured by `--cpu`). Until then the benchmark posted the heart as a
 * document (the action, every loader and a whole page rendered: what a browser without JavaScript does). The
 * unlock is the purchase form's post answered by a redirect.
 */
function nextRequest(csrf, ids, random = Math.random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const roll = random();
  const id = pick(ids);
  if (roll < 0.5) return { kind: 'search', method: 'GET', path: `/company-home${pick(SEARCHES)}` };
  if (roll < 0.75) return { kind: 'profile', method: 'GET', path: `/resource-profile/${id}` };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  if (roll < 0.9)
    return {
      kind: 'favourite',
      method: 'POST',
      path: '/company-home.data',
      headers: form,
      body: new URLSearchParams({
        csrf,
        intent: 'favourite',
        id,
        favourite: String(random() < 0.5),
        redirectTo: '/company-home',
        _fetcher: '1',
      }).toString(),
    };
  return {
    kind: 'unlock',
    method: 'POST',
    path: '/company-home',
    headers: form,
    body: new URLSearchParams({ csrf, intent: 'unlock', id, redirectTo: '/company-home' }).toString(),
  };
}

/** What the browser asks after a heart's post: the loaders of root and the company layout, as data. */
const REVALIDATION = {
  kind: 'revalidation',
  method: 'GET',
  path: '/company-home.data?_routes=root%2Croutes%2F_company',
};
/** What it asked before 2026-11-26: every loader of the page, the search included. */
const FULL_REVALIDATION = { kind: 'full revalidation', method: 'GET', path: '/company-home.data' };

/**
 * The requests of one click: the heart's post is followed by the browser's revalidation. `--full-revalidation`:
 * the revalidation of every loader, as the browser did before 2026-11-26 (to load a build of before then).
 */
const HEART_REVALIDATION = hasFlag('full-revalidation') ? FULL_REVALIDATION : REVALIDATION;
const clickRequests = (csrf, ids) => {
  const first = nextRequest(csrf, ids);
  return first.kind === 'favourite' ? [first, HEART_REVALIDATION] : [first];
};

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

/**
 * The companies, each on its own keep-alive connection (undici Client), for SECONDS:
 * - `--think S`: 50 people, not 50 loops. After each answer a company reads the page for a random time
 *   (exponential, mean S seconds; the first click at a uniform moment of the first S seconds, so the companies do
 *   not click in step). (autocannon, used before, could not model this: below one request a second it paces all
 *   connections together and lowers their number to that rate.)
 * - `--rate N`: each company clicks at most N times a second.
 * - neither: saturation, each company clicks again as soon as its last answer is in (50 requests always in flight).
 * Every request asks for a compressed answer, as a browser does.
 */
async function runSessions(base, sessions, csrf, ids) {
  const latencies = [];
  const byKind = {};
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
  const thinkMs = THINK * 1000;
  await Promise.all(
    sessions.map(async (cookie) => {
      const client = new Client(base, { headersTimeout: 10_000, bodyTimeout: 10_000 });
      try {
        await sleep(Math.random() * thinkMs);
        while (performance.now() < stopAt) {
          const clicked = performance.now();
          for (const { kind, ...next } of clickRequests(csrf, ids)) {
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
          }
          if (thinkMs > 0) await sleep(-Math.log(1 - Math.random()) * thinkMs);
          else if (RATE > 0) await sleep(clicked + 1000 / RATE - performance.now());
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

/** The pids of the Remix servers, the Strapi servers and the PostgreSQL postmaster (with their children). */
function serverProcesses(pg) {
  const postmaster = pg ? Number(readFileSync(join(pg.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) : 0;
  return {
    Remix: new Set(pidsOf('remix')),
    Strapi: new Set(pidsOf('strapi')),
    ...(pg ? { PostgreSQL: new Set([postmaster]) } : {}),
  };
}

/** utime + stime (clock ticks, 10 ms) of every process whose parent is `pid`, and of `pid` itself. */
function cpuTicks(pids) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[1] is the parent (field 4), fields[2] the process group (5), [11] utime (14), [12] stime (15).
    if (pids.has(Number(entry)) || pids.has(Number(fields[1])) || pids.has(Number(fields[2])))
      total += Number(fields[11]) + Number(fields[12]);
  }
  return total;
}

/**
 * `--cpu N`: for each kind of request, ROUNDS rounds of N/ROUNDS requests (4 companies at a time), each round
 * reading the CPU time of the Remix, Strapi and PostgreSQL processes before and after; the kinds alternate within
 * every round, so a change of the machine's load spreads over all of them. Prints ms of CPU per request.
 */
async function runCpu(base, sessions, csrf, ids, processes, strapiUrl) {
  const ROUNDS = 4;
  const perRound = Math.max(1, Math.round(CPU / ROUNDS));
  // A heart is the click: its post, then the browser's revalidation (after the post, which makes the Remix server
  // forget its 1 s reuse of /api/me); `heart (before)` is the revalidation browsers sent before 2026-11-26.
  const kinds = ['search', 'profile', 'heart', 'heart (before)', 'unlock'];
  const requestsOf = (kind) => {
    const wanted = kind.startsWith('heart') ? 'favourite' : kind;
    for (;;) {
      const next = nextRequest(csrf, ids);
      if (next.kind !== wanted) continue;
      if (kind === 'heart') return [next, REVALIDATION];
      if (kind === 'heart (before)') return [next, FULL_REVALIDATION];
      return [next];
    }
  };
  const names = Object.keys(processes);
  const totals = Object.fromEntries(
    kinds.map((k) => [k, { n: 0, queries: 0, ...Object.fromEntries(names.map((p) => [p, 0])) }]),
  );
  // The sessions take turns, as at saturation (each company's next click comes ~1 s later, after the Remix
  // server's 1 s reuse of /api/me): 4 requests in flight, each with the next company's cookie.
  const clients = [0, 1, 2, 3].map(() => new Client(base));
  const statuses = {};
  let turn = 0;
  const send = async (client, requests) => {
    const cookie = sessions[turn++ % sessions.length];
    for (const { kind, ...next } of requests) {
      const response = await client.request({
        ...next,
        headers: { cookie, 'accept-encoding': 'gzip, br', ...next.headers },
      });
      await response.body.dump({ limit: Infinity });
      // An unlock may rightly be refused (409: exclusive meanwhile): counted, not fatal.
      const status = `${kind} ${response.statusCode}`;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  // Statements PostgreSQL ran (each of Strapi's statements outside a transaction is one transaction; the
  // statistics are flushed within a second of a backend going idle).
  const transactions = async () => {
    if (!POSTGRES) return 0;
    await new Promise((r) => setTimeout(r, 1100));
    const [row] = await sql(
      strapiUrl,
      `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`,
    );
    return Number(row.n);
  };
  for (const kind of kinds) for (let i = 0; i < 5; i += 1) await send(clients[0], requestsOf(kind)); // warm-up
  if (hasFlag('statements') && pg) {
    // `--statements`: the SQL of one request of each kind, from PostgreSQL's log.
    await sql(strapiUrl, `ALTER SYSTEM SET log_statement = 'all'`);
    await sql(strapiUrl, `SELECT pg_reload_conf()`);
    await new Promise((r) => setTimeout(r, 500));
    for (const kind of kinds) {
      await sql(strapiUrl, `SELECT 'bench-load: ${kind}'`);
      await send(clients[0], requestsOf(kind));
    }
    await sql(strapiUrl, `ALTER SYSTEM SET log_statement = 'none'`);
    await sql(strapiUrl, `SELECT pg_reload_conf()`);
    const lines = readFileSync(join(pg.dataDir, 'log'), 'utf8').split('\n');
    const from = lines.findIndex((l) => l.includes("'bench-load: search'"));
    console.info(
      lines
        .slice(from)
        .filter((l) => /(statement|execute [^:]*):/.test(l))
        .map((l) => l.replace(/^.*?(statement|execute [^:]*): /, ''))
        .join('\n'),
    );
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of round % 2 ? [...kinds].reverse() : kinds) {
      const queriesBefore = await transactions();
      const before = Object.fromEntries(names.map((name) => [name, cpuTicks(processes[name])]));
      let left = perRound;
      await Promise.all(
        clients.map(async (c) => {
          while (left > 0) {
            left -= 1;
            await send(c, requestsOf(kind));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 200)); // the servers' logging and GC of the block
      for (const name of names) totals[kind][name] += cpuTicks(processes[name]) - before[name];
      // Minus the one transaction of the reading query itself.
      totals[kind].queries += (await transactions()) - queriesBefore - 1;
      totals[kind].n += perRound;
    }
  }
  await Promise.all(clients.map((client) => client.close()));
  console.info(`\nStatuses: ${JSON.stringify(statuses)}`);
  const tick = 1000 / 100; // USER_HZ
  console.info(`\nCPU ms per click (${ROUNDS} rounds of ${perRound} per kind, 4 at a time):\n`);
  console.info(`| request | n | ${names.join(' | ')} | total |${POSTGRES ? ' statements |' : ''}`);
  console.info(`| --- | ---: | ${names.map(() => '---:').join(' | ')} | ---: |${POSTGRES ? ' ---: |' : ''}`);
  for (const kind of kinds) {
    const t = totals[kind];
    const ms = names.map((p) => (t[p] * tick) / t.n);
    const statements = POSTGRES ? ` ${(t.queries / t.n).toFixed(1)} |` : '';
    console.info(
      `| ${kind} | ${t.n} | ${ms.map((m) => `${m.toFixed(1)} ms`).join(' | ')} | ${ms.reduce((a, b) => a + b, 0).toFixed(1)} ms |${statements}`,
    );
  }
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
      extra: {
        AUTH_RATELIMIT_MAX: '100000',
        STRAPI_TEST_HOOKS: 'true',
        CRON_ENABLED: 'false',
      },
    });
  seedStrapi(envOf(0), ['--candidates', String(BASE), '--seed', String(SEED)]);
  if (CANDIDATES > BASE) {
    if (pg) await bulkCandidatesPg(pg.url, CANDIDATES - BASE, SEED);
    else bulkCandidates(databaseFile, CANDIDATES - BASE, SEED);
  }
  const remixPorts = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    await startStrapi(envOf(i), { logFile: join(work, `strapi${i}.log`), nodeArgs: nodeArgsOf('strapi') });
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
      nodeArgs: nodeArgsOf('remix'),
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
  if (CPU > 0) {
    await runCpu(base, sessions, csrf, ids, serverProcesses(pg), strapiUrl);
  } else {
    log(`memory at rest: ${memoryLine()}`);
    const processes = serverProcesses(pg);
    const cpuBefore = Object.fromEntries(Object.entries(processes).map(([n, pids]) => [n, cpuTicks(pids)]));
    const result = await runSessions(base, sessions, csrf, ids);
    // Share of one core each server process used during the run (a clock tick is 10 ms): whether the machine
    // was full, and which process the throughput waited on.
    const cpuShares = Object.entries(processes).map(
      ([name, pids]) => `${name} ${((cpuTicks(pids) - cpuBefore[name]) / SECONDS).toFixed(0)}%`,
    );
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
    console.info(`\nCPU during the run (share of one core; ${cpus().length} cores): ${cpuShares.join(', ')}`);
    console.info(`\nMemory after the run (resident, peak since start): ${memoryLine()}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  balancer?.close();
  stopAll();
  pg?.stop({ keep: Boolean(process.env.KEEP_BENCH) });
  if (!process.env.KEEP_BENCH) rmSync(work, { recursive: true, force: true });
}
