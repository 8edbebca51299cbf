// Hostile input, generated (issue 15 item 5): fast-check posts hundreds of generated bodies to every Remix form
// action (with a valid session and CSRF token, as the signed-in user the page belongs to) and to every custom
// Strapi endpoint (with a valid JWT): oversized strings, control characters, right-to-left marks, emoji, repeated
// keys where one value is expected, __proto__ / constructor keys, numbers out of range, other users' ids, wrong
// content types. None may answer 5xx or show a stack trace or an internal path, another user's data must not
// change, and markup typed in a field must come back escaped. Raw mode (issue 24 item 9): over raw sockets,
// malformed request lines and Host headers, deeply nested JSON and oversized lists, each sent in bursts of
// FUZZ_BURST identical requests at once; every one must be answered with a 4xx (a list over its maximum refused).
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { createPrincipals, INTERNALS, type Principal, type World } from '../../support/principals';
import { validPayload } from '../../support/candidate-payload';
import { companyRow, editableCompany } from '../../support/company';
import { raw, jsonHead } from '../../support/raw-http';
import { REMIX, cookieHeader, inputValues, store } from '../../support/remix';
import { manifestRoutes } from '../../support/remix-manifest';
import { jwtFor, strapi, STRAPI_URL } from '../../support/strapi';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Identical requests sent at once for each generated case of the raw mode. */
const BURST = Number(process.env.FUZZ_BURST ?? 5);
/** Strapi's JSON body limit (strapi/config/middlewares.ts, '1mb'). */
const STRAPI_BODY_LIMIT = 1024 * 1024;
const XSS = '<fuzz-xss onerror=1>';

let world: World;

const accounts = ownAccounts('fuzz');
afterAll(() => accounts.removeAll(), 120_000);

beforeAll(async () => {
  world = await createPrincipals(accounts);
}, 120_000);

/** Strings no form expects. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202eevil\u202c',
    '\u200f\u200e',
    '🙂'.repeat(50),
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    XSS,
    '"><script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    'true',
    'null',
    '[]',
    '{}',
    '{"__proto__":{"admin":true}}',
  ),
  fc.integer({ min: 1000, max: 120_000 }).map((n) => 'x'.repeat(n)),
);

const hostileKey = (names: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('campo') },
    fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[admin]', 'constructor[prototype][x]'),
    fc.constantFrom('intent', '_action', 'id', 'hr_company', 'user', 'crediti', 'data[crediti]', 'page'),
    fc.string({ maxLength: 30 }),
  );

type Encoding = 'form' | 'multipart' | 'json' | 'text' | 'mislabelled';

function encode(fields: Array<[string, string]>, encoding: Encoding): { body: BodyInit; type?: string } {
  if (encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return { body: form };
  }
  const params = new URLSearchParams(fields);
  if (encoding === 'json')
    return { body: JSON.stringify(Object.fromEntries(fields)), type: 'application/json' };
  if (encoding === 'text') return { body: params.toString(), type: 'text/plain' };
  if (encoding === 'mislabelled') return { body: params.toString(), type: 'application/json' };
  return { body: params.toString(), type: 'application/x-www-form-urlencoded' };
}

/** Rows of other users that no fuzzed call may change. */
/** The snapshots taken, to name what changed when two differ. */
const lastSnapshot: string[] = [];

async function othersSnapshot(): Promise<string> {
  // The visit counters are not the candidate's data: a company's search and profile reads count them by rule
  // (docs/decisions.md "Visit counters"), and the fuzzer searches and opens candidate B's profile as company A.
  const candidate = (
    await sql<Record<string, unknown>>('SELECT * FROM hr_users WHERE id = ?', [world.candB.id])
  ).map(({ visite_profilo: _views, visite_profilo_esteso: _profileViews, ...rest }) => rest);
  const rows = [
    candidate,
    await sql('SELECT * FROM hr_companies WHERE id = ?', [world.compB.id]),
    // In id order: PostgreSQL returns rows in their physical order, which an update of an unchanged value moves (the
    // "other users' data" check failed twice on PostgreSQL with the same two rows swapped).
    await sql(
      'SELECT id, email, password, confirmed, blocked FROM up_users WHERE email IN (?, ?) ORDER BY id',
      [world.candB.email, world.compB.email],
    ),
    await sql('SELECT COUNT(*) AS n FROM unlocks'),
    await sql('SELECT COUNT(*) AS n FROM credit_movements'),
  ];
  lastSnapshot.push(JSON.stringify(rows));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

type Finding = string;

/** Counts of one fuzzing run and its findings; `record` judges one answer and says whether it was clean. */
class Tally {
  readonly findings: Finding[] = [];
  private readonly counts = { requests: 0, '2xx/3xx': 0, '4xx': 0, '5xx': 0 };

  record(label: string, status: number, body: string, type: string | null): boolean {
    this.counts.requests += 1;
    this.counts[status >= 500 ? '5xx' : status >= 400 ? '4xx' : '2xx/3xx'] += 1;
    const found: Finding[] = [];
    check(found, label, status, body, type);
    this.findings.push(...found);
    return found.length === 0;
  }

  /**
   * A body over Strapi's limit whose connection Strapi closed before reading it all: it answered 413 and closed,
   * and the socket's reset (EPIPE while still sending, ECONNRESET) may reach the client before the answer does.
   */
  refusedUnread() {
    this.counts.requests += 1;
    this.counts['4xx'] += 1;
  }

  /** A request that got no answer at all (a closed or timed-out socket) is a finding too. */
  unanswered(label: string, error: unknown) {
    this.counts.requests += 1;
    this.findings.push(`${label}: no answer (${(error as Error).message.slice(0, 120)})`);
  }

  /** The summary line printed in the test output, then the verdict. */
  report(what: string, before: string, after: string) {
    const c = this.counts;
    console.info(
      `[fuzz] ${what}, ${c.requests} requests, ${c['2xx/3xx']} 2xx/3xx, ${c['4xx']} 4xx, ${c['5xx']} 5xx, ${this.findings.length} findings, other users' data ${before === after ? 'unchanged' : 'CHANGED'}`,
    );
    expect(this.findings).toEqual([]);
    if (after !== before)
      console.error(`[fuzz] other users' data, before and after:\n${lastSnapshot.slice(-2).join('\n')}`);
    expect(after).toBe(before);
  }
}

function check(findings: Finding[], label: string, status: number, body: string, type: string | null) {
  if (status >= 500) findings.push(`${label}: ${status} ${body.slice(0, 120)}`);
  if (INTERNALS.test(body)) findings.push(`${label}: internals in the body`);
  if ((type ?? '').includes('html') && body.includes(XSS)) findings.push(`${label}: markup echoed unescaped`);
}

/**
 * fast-check's failure report: a predicate that returned false has already recorded its finding; one that threw
 * (a connection reset, say) has not, so its error becomes the finding.
 */
const thrownInto = (findings: Finding[], label: string) => (error: Error) => {
  const thrown = /Got (?:error|an error)[^\n]*(?:\n[^\n]*)?/.exec(error.message)?.[0];
  if (thrown) findings.push(`${label}: ${thrown.slice(0, 300)}`);
};

/**
 * Every route of our own API (custom and content-type routes alike), the plugins' (users-permissions, upload, i18n,
 * e-mail, content-type builder) and the test hooks aside. The logouts come last: they end candidate A's sessions, and
 * every later call would then be a plain 401.
 */
async function ourRoutes(): Promise<Array<{ method: string; path: string }>> {
  const listed = (await strapi('/api/test-hooks/routes')).body.data as Array<{
    method: string;
    path: string;
  }>;
  const plugins =
    /^\/api\/(auth|connect|users|users-permissions|upload|i18n|email|content-type-builder|test-hooks)(\/|$)/;
  return listed
    .filter((r) => !plugins.test(r.path))
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
}

/** Who calls a route of ours, with which headers, at which concrete path. */
function callOf(route: { path: string }) {
  const who: Principal = /human-resources|hr-companies|\/shop\/|\/team(\/|$)/.test(route.path)
    ? 'compA'
    : 'candA';
  // The internal routes answer only the Remix server's secret: fuzz them past that door.
  const internal: Record<string, string> = route.path.startsWith('/api/internal/')
    ? { 'x-internal-secret': process.env.INTERNAL_API_SECRET ?? '' }
    : {};
  const path = route.path
    .replace(':id', world.candB.documentId)
    .replace(':key', 'fuzzkey-0123456789abcdef')
    .replace(':kind', 'candidate')
    .replace(':file', 'nessuno.png')
    .replace(':token', 'A'.repeat(43))
    .replace(':provinceCode', 'MI')
    .replace(':documentId', 'inesistente0123456789abcd');
  return { who, internal, path };
}

/**
 * Sends `head`/`body` BURST times at once over raw sockets and records every answer (or its absence); with
 * `expected`, any status not in it is a finding too.
 */
async function burst(
  tally: Tally,
  label: string,
  base: string,
  head: string,
  body = '',
  expected?: number[],
) {
  const answers = await Promise.allSettled(Array.from({ length: BURST }, () => raw(base, head, body)));
  const overLimit = Buffer.byteLength(body) > STRAPI_BODY_LIMIT && (expected ?? []).includes(413);
  let clean = true;
  for (const answer of answers) {
    const code = answer.status === 'rejected' ? (answer.reason as { code?: string }).code : undefined;
    if (overLimit && (code === 'EPIPE' || code === 'ECONNRESET')) {
      tally.refusedUnread();
    } else if (answer.status === 'rejected') {
      tally.unanswered(label, answer.reason);
      clean = false;
    } else {
      clean = tally.record(label, answer.value, '', null) && clean;
      if (expected !== undefined && !expected.includes(answer.value)) {
        tally.findings.push(`${label}: answered ${answer.value}, expected ${expected.join(' or ')}`);
        clean = false;
      }
    }
  }
  return clean;
}

/** The page a principal sees at `path` (its CSRF token, hidden fields and field names), or null. */
async function formOf(principal: Principal, path: string) {
  const jar = world.jar[principal] ?? new Map<string, string>();
  const get = () => fetch(`${REMIX}${path}`, { headers: { Cookie: cookieHeader(jar) }, redirect: 'manual' });
  // A kept-alive connection the server closed as it was reused (ECONNRESET, no answer at all) is asked once more,
  // as browsers retry an idempotent request; an answer of any status is taken as it is.
  const page = await get().catch((error: { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'ECONNRESET') throw error;
    return get();
  });
  store(jar, page);
  world.jar[principal] = jar;
  if (page.status !== 200) return null;
  const html = await page.text();
  const hidden = inputValues(html);
  const names = [...new Set([...html.matchAll(/\bname="([^"]+)"/g)].map((m) => m[1]))];
  return { hidden, names };
}

describe('fuzzing', () => {
  it(`every Remix form action survives ${RUNS} generated bodies`, async () => {
    const before = await othersSnapshot();
    const tally = new Tally();
    const actions = manifestRoutes().filter((route) => route.hasAction);
    // A token for actions without a page of their own (logout, company lookup): the session's CSRF cookie is the
    // same for every form.
    const fallback: Record<string, Awaited<ReturnType<typeof formOf>>> = {
      anon: await formOf('anon', '/'),
      candA: await formOf('candA', '/profilo'),
      compA: await formOf('compA', '/company-info'),
    };
    for (const route of actions) {
      // The page's own user: the first of these who may open it.
      let principal: Principal = 'anon';
      let form = null;
      for (const who of ['candA', 'compA', 'anon'] as const) {
        form = await formOf(who, route.path);
        if (form) {
          principal = who;
          break;
        }
      }
      form ??= fallback.candA;
      if (!form) throw new Error(`no form for ${route.path}`);
      const { hidden, names } = form;
      const targetPath = route.path;
      const jar = world.jar[principal];
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(fc.tuple(hostileKey(names), hostileString), { maxLength: 12 }),
            fc.constantFrom<Encoding>('form', 'form', 'form', 'multipart', 'json', 'text', 'mislabelled'),
            fc.boolean(),
            fc.constantFrom(world.candB.documentId, world.compB.documentId, String(world.candB.id), 'x'),
            async (generated, encoding, withToken, foreignId) => {
              const fields: Array<[string, string]> = [
                ...(withToken ? Object.entries(hidden) : []),
                ...generated,
                ['id', foreignId],
              ];
              const { body, type } = encode(fields, encoding);
              const response = await fetch(`${REMIX}${targetPath}`, {
                method: 'POST',
                redirect: 'manual',
                headers: { Cookie: jar ? cookieHeader(jar) : '', ...(type ? { 'Content-Type': type } : {}) },
                body,
              });
              return tally.record(
                `${principal} POST ${targetPath} (${encoding})`,
                response.status,
                await response.text(),
                response.headers.get('content-type'),
              );
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(thrownInto(tally.findings, route.path));
    }
    tally.report(`Remix: ${actions.length} actions`, before, await othersSnapshot());
  }, 900_000);

  it(`every custom Strapi endpoint survives ${RUNS} generated JSON bodies`, async () => {
    const before = await othersSnapshot();
    const tally = new Tally();
    const ours = await ourRoutes();
    const jsonValue = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        hostileString,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(hostileKey(['data', 'nome', 'crediti', 'hr_company', 'piva', 'filtri']), tie('value'), {
          maxKeys: 6,
        }),
      ),
    })).value;
    for (const route of ours) {
      const { who, internal, path } = callOf(route);
      await fc
        .assert(
          fc.asyncProperty(
            fc.oneof(jsonValue, fc.record({ data: jsonValue })),
            fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
            async (payload, type) => {
              const response = await fetch(`${STRAPI_URL}${path}`, {
                method: route.method,
                headers: { ...internal, Authorization: `Bearer ${world.jwt[who]}`, 'Content-Type': type },
                body: route.method === 'GET' ? undefined : JSON.stringify(payload),
              });
              return tally.record(
                `${who} ${route.method} ${path}`,
                response.status,
                await response.text(),
                null,
              );
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(thrownInto(tally.findings, route.path));
    }
    console.info(`[fuzz] Strapi endpoints: ${ours.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    tally.report(`Strapi: ${ours.length} endpoints`, before, await othersSnapshot());
  }, 900_000);
});

describe('fuzzing, raw mode (issue 24 item 9)', () => {
  // The endpoint fuzzing ends with the logouts, which end the principals' sessions: new tokens for this mode.
  beforeAll(async () => {
    for (const who of ['candA', 'compA'] as const) world.jwt[who] = await jwtFor(world[who].email);
  });

  const printable = (max: number) =>
    fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: max,
    });

  it(`malformed request lines and Host headers over raw sockets, in bursts of ${BURST}`, async () => {
    const tally = new Tally();
    const target = fc.oneof(
      fc.constantFrom(
        '*',
        'http://evil.example/',
        '//evil.example/',
        'evil.example:80',
        '/%ZZ',
        '/%',
        '/?%E0%A4%A',
        '/..%2f..%2fetc/passwd',
        '/media/..%2F..%2Fpackage.json',
        `/${'a'.repeat(9000)}`,
        // Remix's old data protocol on layouts (issue 39 item 11: a TypeError, 500, before).
        '/?_data=routes%2F_public',
        '/onboarding-u?_data=routes%2F_wizard',
        '/company-home?_data=routes%2F_company',
      ),
      printable(60).map((path) => `/${path}`),
      printable(30),
    );
    const method = fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE', 'BREW', 'get');
    const host = fc.oneof(
      fc.constant<string | null>(null),
      fc.constantFrom(
        'a b',
        '[::1',
        'x:99999',
        '',
        ':80',
        '[::1]:99999',
        'evil.example',
        'x'.repeat(300),
        '%00',
        '-',
      ),
      printable(40),
    );
    for (const base of [REMIX, STRAPI_URL]) {
      const own = new URL(base).host;
      await fc
        .assert(
          fc.asyncProperty(method, target, host, fc.boolean(), async (verb, path, hostValue, withHost) => {
            const lines = [`${verb} ${path} HTTP/1.1`];
            if (withHost || hostValue !== null) lines.push(`Host: ${hostValue ?? own}`);
            if (hostValue !== null && withHost) lines.push(`X-Forwarded-Host: ${hostValue}`);
            return burst(tally, `${base} ${lines.join(' | ').slice(0, 120)}`, base, lines.join('\r\n'));
          }),
          { numRuns: Math.max(20, Math.round(RUNS / 4)), endOnFailure: true },
        )
        .catch(thrownInto(tally.findings, `raw ${base}`));
    }
    tally.report(`raw request lines and Host headers, bursts of ${BURST}`, '', '');
  }, 900_000);

  it(`deeply nested JSON at every JSON route of ours and the sign-in routes, in bursts of ${BURST}`, async () => {
    const before = await othersSnapshot();
    const tally = new Tally();
    const routes = [
      ...(await ourRoutes()).filter((route) => route.method !== 'GET' && route.method !== 'DELETE'),
      ...['/api/auth/local', '/api/auth/forgot-password', '/api/auth/reset-password'].map((path) => ({
        method: 'POST',
        path,
      })),
    ].filter((route) => !route.path.endsWith('/logout'));
    const depth = fc.constantFrom(1_000, 10_000, 100_000);
    const shape = fc.constantFrom('[', '{"a":');
    for (const route of routes) {
      const { who, internal, path } = callOf(route);
      await fc
        .assert(
          fc.asyncProperty(depth, shape, async (n, open) => {
            const close = open === '[' ? ']' : '}';
            const body = `{"data":${open.repeat(n)}1${close.repeat(n)}}`;
            const extra = [
              ...Object.entries(internal).map(([name, value]) => `${name}: ${value}`),
              ...(route.path.startsWith('/api/auth/') ? [] : [`Authorization: Bearer ${world.jwt[who]}`]),
            ];
            const head = jsonHead(STRAPI_URL, route.method, path, body, extra);
            return burst(tally, `${who} ${route.method} ${path} depth ${n}`, STRAPI_URL, head, body);
          }),
          { numRuns: 3, endOnFailure: true },
        )
        .catch(thrownInto(tally.findings, route.path));
    }
    tally.report(`deep JSON: ${routes.length} routes, bursts of ${BURST}`, before, await othersSnapshot());
  }, 900_000);

  it(`oversized and repeated lists at every list field are refused, in bursts of ${BURST}`, async () => {
    const before = await othersSnapshot();
    const tally = new Tally();
    const profile = { ...validPayload(), email: world.candA.email, telefono: world.candA.telefono };
    const lists: Record<string, (n: number) => Record<string, unknown>> = {
      tipo_contratto: (n) => ({ tipo_contratto: Array(n).fill('indeterminato') }),
      orari: (n) => ({ orari: Array(n).fill('full_time') }),
      conoscenze_informatiche: (n) => ({ conoscenze_informatiche: Array(n).fill({ value: 'AutoCAD' }) }),
      aree_di_competenza: (n) => ({ aree_di_competenza: Array(n).fill({ value: 'Saldatura' }) }),
      mansioni_preferite: (n) => ({ mansioni_preferite: Array(n).fill({ value: 'Saldatore TIG' }) }),
      lingue: (n) => ({
        lingue: [
          { lingua: 'Italiano', livello: 'Madrelingua' },
          ...Array(n).fill({ lingua: 'Inglese', livello: 'Madrelingua' }),
        ],
      }),
      blacklisted_pivas: (n) => ({ blacklisted_pivas: Array(n).fill({ piva: '01234567890' }) }),
      'scheda_tecnica.saldatura.tipi': (n) => ({
        scheda_tecnica: { saldatura: { tipi: Array(n).fill('TIG'), extra: '' } },
      }),
    };
    const size = fc.oneof(fc.constantFrom(2, 1_000), fc.integer({ min: 2, max: 30_000 }));
    const send = async (label: string, who: Principal, method: string, path: string, data: unknown) => {
      const body = JSON.stringify({ data });
      const head = jsonHead(STRAPI_URL, method, path, body, [`Authorization: Bearer ${world.jwt[who]}`]);
      // 400: refused by the list rule, 413: over Strapi's body limit before any rule (not 401 for a token the
      // logouts ended, which would prove nothing).
      return burst(tally, label, STRAPI_URL, head, body, [400, 413]);
    };
    for (const [field, build] of Object.entries(lists)) {
      await fc
        .assert(
          fc.asyncProperty(size, (n) =>
            send(
              `candA update-profile ${field} ×${n}`,
              'candA',
              'PUT',
              '/api/create-profile/update-profile',
              {
                ...profile,
                ...build(n),
              },
            ),
          ),
          { numRuns: 4, endOnFailure: true },
        )
        .catch(thrownInto(tally.findings, field));
    }
    const company = editableCompany(await companyRow(world.compA.email));
    await fc
      .assert(
        fc.asyncProperty(size, fc.constantFrom('punti_forza', 'mansioni_preferite'), (n, field) =>
          send(`compA PUT /api/hr-companies/me ${field} ×${n}`, 'compA', 'PUT', '/api/hr-companies/me', {
            ...company,
            [field]:
              field === 'punti_forza'
                ? Array(n).fill({ punto_forza: 'Clima aziendale' })
                : Array(n).fill({ mansione_preferita: 'Fresatore' }),
          }),
        ),
        { numRuns: 6, endOnFailure: true },
      )
      .catch(thrownInto(tally.findings, 'hr-companies/me'));
    tally.report(
      `oversized lists: ${Object.keys(lists).length + 2} fields, bursts of ${BURST}`,
      before,
      await othersSnapshot(),
    );
  }, 900_000);
});
