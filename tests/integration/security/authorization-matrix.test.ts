// The authorization matrix (issue 15 item 4; split by area in issue 38 item 4): every content-API route of Strapi
// (ours, the core content types', users-permissions' and upload's, listed by Strapi itself) and every Remix route
// (from the build's manifest), called as each principal of tests/support/principals.ts, against the expected
// outcomes of the area the route belongs to (`tests/integration/<area>/authorization.ts`, vocabulary in
// tests/support/authorization.ts). One world of principals serves every area (creating it is the slow part). A
// route in no area's table, or in two, fails, so a new route cannot ship unreviewed. Every body is searched for the
// contact data of candidates that the caller has not unlocked. MATRIX_BURST=n sends each Strapi call n times at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import type { AreaAuthorization, Outcome, Row } from '../../support/authorization';
import { strapiRemoved } from '../../support/authorization';
import {
  createPrincipals,
  forbiddenContacts,
  INTERNALS,
  PRINCIPALS,
  type Principal,
  type World,
} from '../../support/principals';
import { REMIX, cookieHeader } from '../../support/remix';
import { manifestRoutes, type AppRoute } from '../../support/remix-manifest';
import { strapi, STRAPI_URL } from '../../support/strapi';
import { authorization as alerts } from '../alerts/authorization';
import { authorization as auth } from '../auth/authorization';
import { authorization as candidate } from '../candidate/authorization';
import { authorization as company } from '../company/authorization';
import { authorization as cv } from '../cv/authorization';
import { authorization as guarantee } from '../guarantee/authorization';
import { authorization as invoices } from '../invoices/authorization';
import { authorization as jobAlerts } from '../job-alerts/authorization';
import { authorization as jobPosts } from '../job-posts/authorization';
import { authorization as pipeline } from '../pipeline/authorization';
import { authorization as platform } from '../platform/authorization';
import { authorization as privacy } from '../privacy/authorization';
import { authorization as rateLimit } from '../rate-limit/authorization';
import { authorization as registration } from '../registration/authorization';
import { authorization as search } from '../search/authorization';
import { authorization as security } from './authorization';
import { authorization as shop } from '../shop/authorization';
import { authorization as team } from '../team/authorization';
import { authorization as visits } from '../visits/authorization';
import { authorization as wizard } from '../wizard/authorization';

/** Every area's table, by the name of its folder under tests/integration/. */
const AREAS: Record<string, AreaAuthorization> = {
  alerts,
  auth,
  candidate,
  company,
  cv,
  guarantee,
  invoices,
  'job-alerts': jobAlerts,
  'job-posts': jobPosts,
  pipeline,
  platform,
  privacy,
  'rate-limit': rateLimit,
  registration,
  search,
  security,
  shop,
  team,
  visits,
  wizard,
};

/** Each key of one kind of table (`strapi` or `remix`) → the areas whose table has it. */
function owners(kind: keyof AreaAuthorization): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [area, table] of Object.entries(AREAS))
    for (const key of Object.keys(table[kind] ?? {})) found.set(key, [...(found.get(key) ?? []), area]);
  return found;
}
const STRAPI_OWNERS = owners('strapi');
const REMIX_OWNERS = owners('remix');
const inTwoAreas = (found: Map<string, string[]>) =>
  [...found].filter(([, areas]) => areas.length > 1).map(([key, areas]) => `${key}: ${areas.join(', ')}`);

const classify = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 400) return 'bad';
  if (status === 401 || status === 403) return 'denied';
  if (status === 404) return 'none';
  if (status === 405) return 'method';
  if (status === 429) return 'limited';
  return `status ${status}`;
};

let world: World;
let strapiRoutes: string[];
let remixRoutes: AppRoute[];

function checkLeaks(leaks: string[], principal: Principal, label: string, body: string) {
  for (const value of forbiddenContacts(world, principal)) {
    if (value && body.includes(value)) leaks.push(`${principal} ${label}: ${value}`);
  }
  if (INTERNALS.test(body)) leaks.push(`${principal} ${label}: stack trace`);
}

const accounts = ownAccounts('matrix');
afterAll(() => accounts.removeAll(), 120_000);

beforeAll(async () => {
  world = await createPrincipals(accounts);
  const listed = (await strapi('/api/test-hooks/routes')).body.data as Array<{
    method: string;
    path: string;
  }>;
  strapiRoutes = listed.map((r) => `${r.method} ${r.path}`);
  remixRoutes = manifestRoutes();
}, 120_000);

/**
 * Burst mode (issue 24 item 9): MATRIX_BURST identical calls at once per cell of the Strapi table (default 1), so that
 * a door that holds for one request but not for a burst shows as an unexpected answer.
 */
const BURST = Number(process.env.MATRIX_BURST ?? 1);

// Hundreds of requests per area on a loaded machine: 30 s is not always enough.
const MATRIX_TIMEOUT_MS = 120_000;

/** What every area's run adds up to, printed at the end (the same lines as before the split). */
const totals = {
  strapi: { routes: 0, requests: 0, counts: {} as Record<string, number>, surprises: 0, leaks: 0 },
  remix: { routes: 0, requests: 0, counts: {} as Record<string, number>, surprises: 0, leaks: 0 },
};
afterAll(() => {
  const { strapi: s, remix: r } = totals;
  console.info(
    `[matrix] Strapi: ${s.routes} routes, bursts of ${BURST}, ${s.requests} requests, ${JSON.stringify(s.counts)}, ${s.surprises} unexpected, ${s.leaks} leaks`,
  );
  console.info(
    `[matrix] Remix: ${r.routes} routes, ${r.requests} requests, ${JSON.stringify(r.counts)}, ${r.surprises} unexpected, ${r.leaks} leaks`,
  );
});

async function remixCall(principal: Principal, method: 'GET' | 'POST', path: string) {
  const jar = world.jar[principal];
  const response = await fetch(`${REMIX}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(jar ? { Cookie: cookieHeader(jar) } : {}),
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? 'intent=matrix' : undefined,
  });
  const body = await response.text();
  let outcome = classify(response.status);
  if (response.status >= 300 && response.status < 400) {
    const to = new URL(response.headers.get('location') ?? '/', REMIX);
    const home = principal.startsWith('cand') ? '/profilo' : '/company-home';
    outcome =
      to.pathname === '/' && to.searchParams.has('redirectTo')
        ? 'login'
        : to.pathname === home
          ? 'home'
          : `to:${to.pathname}`;
  }
  return { outcome, body };
}

describe('authorization matrix: every route in exactly one area', () => {
  it('every Strapi content-API route has a row in one area', () => {
    // Soft: a run with both faults names both.
    expect
      .soft(
        strapiRoutes.filter((key) => !STRAPI_OWNERS.has(key)),
        'routes without a row in the matrix',
      )
      .toEqual([]);
    expect(inTwoAreas(STRAPI_OWNERS), 'routes with a row in two areas').toEqual([]);
  });

  it(
    'every Remix route has a row in one area',
    async () => {
      // What a route without a row answers, printed to help write its row.
      const discovered: string[] = [];
      const leaks: string[] = [];
      for (const route of remixRoutes.filter((r) => !REMIX_OWNERS.has(r.id))) {
        for (const method of ['GET', 'POST'] as const) {
          const got: Partial<Row> = {};
          for (const principal of PRINCIPALS) {
            const { outcome, body } = await remixCall(principal, method, route.path);
            checkLeaks(leaks, principal, `${method} ${route.path}`, body);
            got[principal] = outcome;
          }
          discovered.push(`${route.id} ${method} ${JSON.stringify(got)}`);
        }
      }
      if (discovered.length) console.info(discovered.join('\n'));
      expect.soft(discovered, 'routes without a row in the matrix').toEqual([]);
      expect(inTwoAreas(REMIX_OWNERS), 'routes with a row in two areas').toEqual([]);
      expect(leaks).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});

for (const [area, table] of Object.entries(AREAS)) {
  describe(`authorization matrix: ${area}`, () => {
    if (table.strapi) {
      const rows = table.strapi;
      it(
        'its Strapi routes answer each principal as the table says',
        async () => {
          const keys = strapiRoutes.filter((key) => rows[key]);
          const surprises: string[] = [];
          const leaks: string[] = [];
          const total = totals.strapi;
          total.routes += keys.length;
          for (const key of keys) {
            const spec = rows[key];
            const [method] = key.split(' ');
            for (const principal of PRINCIPALS) {
              const expected =
                principal === 'removed' ? strapiRemoved(key, spec.expect) : spec.expect[principal];
              if (expected === 'skip') continue;
              const path = spec.path(world);
              const call = () =>
                fetch(`${STRAPI_URL}${path}`, {
                  method,
                  headers: {
                    ...(world.jwt[principal] ? { Authorization: `Bearer ${world.jwt[principal]}` } : {}),
                    ...(spec.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
                  },
                  body: spec.body !== undefined ? JSON.stringify(spec.body) : undefined,
                  redirect: 'manual',
                });
              // Burst mode: the same call MATRIX_BURST times at once; each answer must be the table's.
              for (const response of await Promise.all(Array.from({ length: BURST }, call))) {
                const body = await response.text();
                total.requests += 1;
                const got = classify(response.status);
                total.counts[got] = (total.counts[got] ?? 0) + 1;
                checkLeaks(leaks, principal, `${method} ${path}`, body);
                if (got !== expected)
                  surprises.push(
                    `${key} as ${principal}: expected ${expected}, got ${got} (${response.status})`,
                  );
              }
            }
          }
          total.surprises += surprises.length;
          total.leaks += leaks.length;
          expect(surprises).toEqual([]);
          expect(leaks).toEqual([]);
        },
        MATRIX_TIMEOUT_MS,
      );
    }

    if (table.remix) {
      const rows = table.remix;
      it(
        'its Remix routes answer each principal as the table says',
        async () => {
          const routes = remixRoutes.filter((route) => rows[route.id]);
          const surprises: string[] = [];
          const leaks: string[] = [];
          const total = totals.remix;
          total.routes += routes.length;
          for (const route of routes) {
            const spec = rows[route.id];
            const path = spec.path?.(world) ?? route.path;
            for (const method of ['GET', 'POST'] as const) {
              for (const principal of PRINCIPALS) {
                const { outcome, body } = await remixCall(principal, method, path);
                total.requests += 1;
                total.counts[outcome] = (total.counts[outcome] ?? 0) + 1;
                checkLeaks(leaks, principal, `${method} ${path}`, body);
                const expected = spec[method === 'GET' ? 'get' : 'post'][principal];
                if (outcome !== expected)
                  surprises.push(
                    `${route.id} ${method} as ${principal}: expected ${expected}, got ${outcome}`,
                  );
                if (outcome.startsWith('status 5'))
                  surprises.push(`${route.id} ${method} as ${principal}: ${outcome}`);
              }
            }
          }
          total.surprises += surprises.length;
          total.leaks += leaks.length;
          expect(surprises).toEqual([]);
          expect(leaks).toEqual([]);
        },
        MATRIX_TIMEOUT_MS,
      );
    }
  });
}
