import { defineConfig } from 'vitest/config';

// Worktrees share node_modules through a symlink: resolve packages from where the link is, not its target.
const resolveOptions = { preserveSymlinks: true };
// Its ESM build imports JSON in a way plain Node refuses: let vite transform it.
const server = { deps: { inline: ['italian-cap-comuni-province'] } };

export default defineConfig({
  cacheDir: '.cache/vite',
  resolve: resolveOptions,
  test: {
    projects: [
      {
        resolve: resolveOptions,
        test: {
          name: 'unit',
          // Beside the module they test (issue 38).
          include: [
            'app/**/*.test.{ts,tsx}',
            'strapi/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          environment: 'node',
          server,
        },
      },
      {
        resolve: resolveOptions,
        test: {
          name: 'integration',
          server,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        resolve: resolveOptions,
        test: {
          name: 'multi',
          server,
          // The burst limits must hold across instances too (issue 24 item 1).
          include: ['tests/multi/**/*.test.ts', 'tests/integration/rate-limit/bursts.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        resolve: resolveOptions,
        test: {
          // The fault stage of `npm test` (scripts/test.mjs): its tests stop and start Strapi, SMTP, PostgreSQL.
          name: 'faults',
          server,
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
