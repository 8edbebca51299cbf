#!/usr/bin/env node
// `npm run audit:pages [-- --runs 3 --only company --keep]`: Lighthouse on the portal's pages (issue 16), not a
// test (about 20 s per page and run). Builds Strapi and Remix, seeds a throw-away SQLite database (the normal
// seed, 300 candidates, seed 42), starts maildev, Strapi and the built Remix app on ports AUDIT_PORT_OFFSET
// (default 550) above the defaults, signs in as the demo candidate and company, and runs Lighthouse (mobile
// emulation: simulated slow 4G, 4x CPU slowdown, its defaults) in Debian's Chromium (CHROMIUM, default
// /usr/bin/chromium) on every page of PAGES, the session cookie passed as an extra header. With several runs the
// median run by performance score is kept. Writes the table between the AUDIT markers of docs/performance.md
// and prints it; `--only TEXT` audits only the paths containing TEXT (and then leaves the file alone);
// `--keep` keeps the JSON reports and the logs in the printed temporary directory; `--serve` only starts the
// stack and keeps it running (to look at a page by hand).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hasFlag, textOption } from './lib/args.mjs';
import { remixCookie } from './lib/bench-data.mjs';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './lib/fake-stripe.mjs';
import {
  buildRemix,
  buildStrapi,
  log,
  root,
  seedStrapi,
  startMaildev,
  startProcess,
  startRemix,
  startStrapi,
  stopAll,
  strapiEnv,
} from './lib/stack.mjs';

const RUNS = Number(textOption('runs') ?? 3);
const ONLY = textOption('only');
const KEEP = hasFlag('keep');
const SERVE = hasFlag('serve');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const PASSWORD = 'Demo1234!'; // the demo accounts' password (README "Demo accounts")

/** The audited pages: path, who is signed in (none, candidate@demo.it, company azienda@demo.it). */
const PAGES = [
  ['/', null],
  ['/onboarding-u', null],
  ['/company-home', 'company'],
  ['/company-info', 'company'],
  ['/resource-profile/{id}', 'company'],
  ['/scheda-tecnica', 'candidate'],
  ['/profilo', 'candidate'],
  ['/bacheca-annunci', 'candidate'],
  ['/company-faq', 'company'],
  ['/company-upgrade', 'company'],
  ['/company-job-posts', 'company'],
  ['/company-foryou', 'company'],
];
const ACCOUNTS = { candidate: 'candidato@demo.it', company: 'azienda@demo.it' };
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, fcpMs: 1500 };
const START = '<!-- audit:pages start (written by `npm run audit:pages`) -->';
const END = '<!-- audit:pages end -->';

const offset = Number(process.env.AUDIT_PORT_OFFSET ?? 550);
const ports = {
  remix: 3100 + offset,
  strapi: 1338 + offset,
  smtp: 1026 + offset,
  mailWeb: 1081 + offset,
  stripe: 1093 + offset,
};
const base = `http://127.0.0.1:${ports.remix}`;
const work = mkdtempSync(join(tmpdir(), 'portale-audit-'));

/** Sums of what the page downloaded, from Lighthouse's network requests: transferred (compressed) or raw. */
function downloaded(lhr, type, size = 'transferSize') {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item[size] ?? 0), 0);
}

/** What keeps a page from the targets, in Lighthouse's words: failing audits and the first paint. */
function shortfalls(lhr) {
  const notes = [];
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  if (fcp > TARGETS.fcpMs) notes.push(`FCP ${(fcp / 1000).toFixed(1)} s`);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) notes.push(`\`${ref.id}\``);
    }
  }
  if (lhr.categories.performance.score * 100 < TARGETS.performance) {
    const metrics = [
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'first-contentful-paint',
    ]
      .map((id) => lhr.audits[id])
      .filter((audit) => audit.score !== null);
    const weak = metrics.filter((audit) => audit.score < 0.9);
    // Below the target with every metric scoring 0.9 or more: name the weakest one all the same.
    const named = weak.length ? weak : metrics.sort((a, b) => a.score - b.score).slice(0, 1);
    for (const audit of named) notes.push(`${audit.title}: ${audit.displayValue}`);
  }
  return notes;
}

let chrome;

/**
 * One Lighthouse run in a fresh Chromium: Lighthouse does not clear cookies between runs, and a cookie of the
 * browser's jar (the CSRF cookie an anonymous page set) would replace the session cookie of the extra header.
 */
async function audit(url, cookie) {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    return await lighthouseRun(url, cookie);
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

async function lighthouseRun(url, cookie, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  // A trace lost on a busy machine (NO_NAVSTART, NO_FCP…): once more, twice at most.
  if (result.lhr.runtimeError && attempt < 3) return lighthouseRun(url, cookie, attempt + 1);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

try {
  buildStrapi({ admin: false });
  buildRemix();
  await startMaildev({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: join(work, 'maildev.log') });
  const env = strapiEnv({
    port: ports.strapi,
    smtpPort: ports.smtp,
    publicUrl: base,
    databaseFile: join(work, 'audit.db'),
    adminPanel: false,
    extra: { AUTH_RATELIMIT_MAX: '10000', STRAPI_PUBLIC_DIR: join(work, 'public') },
  });
  seedStrapi(env, ['--candidates', '300', '--seed', '42']);
  await startStrapi(env, { logFile: join(work, 'strapi.log') });
  // The built app runs as in production, where Stripe's keys are required: the local stand-in's.
  const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
  startProcess(
    'stripe',
    process.execPath,
    [join(root, 'scripts/lib/fake-stripe.mjs'), String(ports.stripe), `${base}/stripe/webhook`, stripeUrl],
    { logFile: join(work, 'stripe.log') },
  );
  await startRemix({
    port: ports.remix,
    strapiUrl: `http://127.0.0.1:${ports.strapi}`,
    publicUrl: base,
    extra: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripeUrl,
    },
    logFile: join(work, 'remix.log'),
  });

  if (SERVE) {
    log(`serving ${base} until Ctrl+C (logs in ${work})`);
    await new Promise(() => {});
  }
  const cookies = {};
  for (const [who, email] of Object.entries(ACCOUNTS))
    cookies[who] = await remixCookie(base, email, PASSWORD);
  // A candidate of the company's first search page.
  const login = await fetch(`http://127.0.0.1:${ports.strapi}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: ACCOUNTS.company, password: PASSWORD }),
  });
  const { jwt } = await login.json();
  const search = await fetch(`http://127.0.0.1:${ports.strapi}/api/human-resources?page=1`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const candidateId = (await search.json()).data[0].id;

  const rows = [];
  for (const [path, who] of PAGES.filter(([path]) => !ONLY || path.includes(ONLY))) {
    const url = `${base}${path.replace('{id}', String(candidateId))}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await audit(url, who ? cookies[who] : undefined);
      if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
      runs.push(lhr);
      if (KEEP) writeFileSync(join(work, `${path.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(lhr));
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const row = {
      path,
      who: who ? ACCOUNTS[who] : '-',
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      js: downloaded(lhr, 'Script'),
      html: downloaded(lhr, 'Document', 'resourceSize'),
      notes: shortfalls(lhr),
    };
    log(`${path}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`);
    rows.push(row);
  }

  const table = [
    `Lighthouse ${lighthouseVersion()} in ${CHROMIUM}, ${RUNS} run${RUNS === 1 ? '' : 's'} per page (the median by` +
      ` performance), ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${new Date().toISOString().slice(0, 10)}:`,
    '',
    '| page | signed in | perf | a11y | best practices | SEO | FCP | JS transferred | HTML | short of the targets |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.who} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${(r.fcp / 1000).toFixed(1)} s | ${(r.js / 1024).toFixed(1)} kB | ${(r.html / 1024).toFixed(1)} kB | ` +
        `${r.notes.join(', ') || '-'} |`,
    ),
  ].join('\n');
  console.info(`\n${table}\n`);
  if (!ONLY) {
    const file = join(root, 'docs', 'performance.md');
    const doc = readFileSync(file, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    if (start < 0 || end < start) throw new Error(`docs/performance.md lacks the ${START} … ${END} markers`);
    writeFileSync(file, `${doc.slice(0, start + START.length)}\n\n${table}\n\n${doc.slice(end)}`);
    log('docs/performance.md updated (run `npx prettier --write docs/performance.md`)');
  }
  if (KEEP) log(`reports and logs in ${work}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  stopAll();
  if (!KEEP) rmSync(work, { recursive: true, force: true });
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}
