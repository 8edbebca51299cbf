// The test-only Strapi routes (arbitrary SQL among them) must not exist outside `npm test`.
import { afterEach, describe, expect, it, vi } from 'vitest';

// NODE_ENV is typed as a union of three values: set it through an untyped view.
const env = process.env as Record<string, string | undefined>;
const saved = { hooks: env.STRAPI_TEST_HOOKS, nodeEnv: env.NODE_ENV };

function setEnv(hooks: string | undefined, nodeEnv: string | undefined) {
  if (hooks === undefined) delete env.STRAPI_TEST_HOOKS;
  else env.STRAPI_TEST_HOOKS = hooks;
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
}

async function routesWith(hooks: string | undefined, nodeEnv: string | undefined) {
  setEnv(hooks, nodeEnv);
  vi.resetModules();
  const module = await import('./routes/test-hooks');
  return module.default.routes.map((route) => route.path);
}

afterEach(() => setEnv(saved.hooks, saved.nodeEnv));

describe('Strapi test hooks', () => {
  it('exist only with STRAPI_TEST_HOOKS=true outside production', async () => {
    expect(await routesWith('true', 'test')).toEqual([
      '/test-hooks/freshness',
      '/test-hooks/job-post-notices',
      '/test-hooks/alert-database',
      '/test-hooks/alert-new-profile',
      '/test-hooks/job-alerts',
      '/test-hooks/profile-weeks',
      '/test-hooks/subscription-expiry',
      '/test-hooks/invoices',
      '/test-hooks/guarantee',
      '/test-hooks/retention',
      '/test-hooks/guarantee-operator',
      '/test-hooks/guarantee-race',
      '/test-hooks/routes',
      '/test-hooks/job-run',
      '/test-hooks/derived',
      '/test-hooks/sql',
      '/test-hooks/search-plan',
      '/test-hooks/remove-account',
    ]);
    expect(await routesWith(undefined, 'development')).toEqual([]);
    expect(await routesWith('1', 'development')).toEqual([]);
    expect(await routesWith('true', 'production')).toEqual([]);
  });
});
