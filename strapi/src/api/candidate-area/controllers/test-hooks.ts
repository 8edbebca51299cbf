// Test-only endpoints. Their routes (routes/test-hooks.ts) exist only when STRAPI_TEST_HOOKS=true (set by
// scripts/test.mjs) and never under NODE_ENV=production; each handler checks again: anywhere else they are a 404.
import type { Core } from '@strapi/strapi';
import type { FreshnessService } from '../services/freshness';
import type { NoticeService } from '../../annunci/services/notice';
import type { AlertsService } from '../../alert/services/alerts';
import { claimRun, releaseRun } from '../../../utils/job-run';

type Ctx = { body: unknown; status: number; request: { body?: unknown } };

export const testHooksEnabled = () =>
  process.env.STRAPI_TEST_HOOKS === 'true' && process.env.NODE_ENV !== 'production';

/** `now` of a test hook's body as a Date, else the current moment. */
const momentOf = (body: unknown): Date => {
  const { now } = (body ?? {}) as { now?: unknown };
  const moment = typeof now === 'string' ? new Date(now) : undefined;
  return moment && !Number.isNaN(moment.getTime()) ? moment : new Date();
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async runFreshness(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const service = strapi.service('api::candidate-area.freshness') as unknown as FreshnessService;
    ctx.body = { data: { sent: await service.sendDue() } };
  },

  /** The daily notices of new interested candidates of job posts (issue 10). */
  async runJobPostNotices(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const service = strapi.service('api::annunci.notice') as unknown as NoticeService;
    ctx.body = { data: { sent: await service.sendDue() } };
  },

  /** The Alert Database digests (issue 11), optionally as of another moment (`now`, an ISO timestamp). */
  async runAlertDatabase(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const service = strapi.service('api::alert.alerts') as unknown as AlertsService;
    ctx.body = { data: { sent: await service.sendDatabaseDigests(momentOf(ctx.request.body)) } };
  },

  /** The Alert New Profile notices (issue 11), optionally as of another moment (`now`, an ISO timestamp). */
  async runAlertNewProfile(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const service = strapi.service('api::alert.alerts') as unknown as AlertsService;
    ctx.body = { data: { sent: await service.sendNewProfileNotices(momentOf(ctx.request.body)) } };
  },

  /** The daily end of subscriptions (issue 14), optionally as of another day (`today`, YYYY-MM-DD). */
  async runSubscriptionExpiry(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const { today } = (ctx.request.body ?? {}) as { today?: unknown };
    const day = typeof today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : undefined;
    ctx.body = { data: await strapi.service('api::subscription.subscription').expireDue(day) };
  },

  /** The SDI job (issue 13): invoices of paid payments that have none, then delivery of the pending ones. */
  async runInvoices(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const invoices = strapi.service('api::invoice.invoice');
    const issued = await invoices.issueMissing();
    ctx.body = { data: { issued, sent: await invoices.sendPending() } };
  },

  /** Every content-API route (method, path, auth), so the authorization matrix test can cover each one. */
  async routes(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    type Layer = { methods: string[]; path: string };
    const api = (strapi.server as unknown as { api(name: string): { listRoutes(): Layer[] } }).api(
      'content-api',
    );
    ctx.body = {
      data: api
        .listRoutes()
        .flatMap((layer) =>
          layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: layer.path })),
        ),
    };
  },

  /** One run-once claim (utils/job-run.ts) or its release, so tests can race claims over HTTP. */
  async jobRun(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const { key, release } = (ctx.request.body ?? {}) as { key?: unknown; release?: unknown };
    if (typeof key !== 'string') {
      ctx.status = 400;
      ctx.body = { error: { status: 400, message: 'key (string) is required' } };
      return;
    }
    if (release === true) {
      await releaseRun(strapi, key);
      ctx.body = { data: { released: true } };
      return;
    }
    ctx.body = { data: { claimed: await claimRun(strapi, key) } };
  },

  /**
   * One SQL statement on Strapi's own connection, for tests that prepare states no public flow reaches. On SQLite a
   * second process writing to the file can make a Strapi transaction that has already read fail at once with
   * SQLITE_BUSY (SQLite does not wait when a reader asks to become a writer), which surfaced as a random 500 in
   * the e2e runs. Strapi's SQLite pool has one connection, so statements sent here queue behind its transactions.
   */
  async runSql(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const { sql, bindings = [] } = (ctx.request.body ?? {}) as { sql?: unknown; bindings?: unknown };
    if (typeof sql !== 'string' || !Array.isArray(bindings)) {
      ctx.status = 400;
      ctx.body = { error: { status: 400, message: 'sql (string) and bindings (array) are required' } };
      return;
    }
    try {
      const result: unknown = await strapi.db.connection.raw(sql, bindings);
      // better-sqlite3 answers with the rows, pg with a result object holding them.
      const rows = Array.isArray(result) ? result : (result as { rows?: unknown } | null)?.rows;
      ctx.body = { rows: Array.isArray(rows) ? rows : [] };
    } catch (error) {
      ctx.status = 400;
      ctx.body = { error: { status: 400, message: (error as Error).message } };
    }
  },
});
