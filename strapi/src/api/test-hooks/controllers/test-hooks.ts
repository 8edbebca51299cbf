// Test-only endpoints. Their routes (routes/test-hooks.ts) exist only when STRAPI_TEST_HOOKS=true (set by
// scripts/test.mjs) and never under NODE_ENV=production; each handler checks again: anywhere else they are a 404.
import type { Core, UID } from '@strapi/strapi';
import { parseFilters } from '../../../catalog';
import { apiError, type ApiContext } from '../../../utils/api-error';
import { findRow } from '../../../utils/rows';
import { testHooksEnabled } from '../routes/test-hooks';

/** A handler that answers a bare 404 wherever the hooks are off. */
const hook =
  (work: (ctx: ApiContext) => Promise<void>) =>
  async (ctx: ApiContext): Promise<void> => {
    if (testHooksEnabled()) await work(ctx);
    else ctx.status = 404;
  };

/** `now` of a test hook's body as a Date, else the current moment. */
const momentOf = (body: unknown): Date => {
  const { now } = (body ?? {}) as { now?: unknown };
  const moment = typeof now === 'string' ? new Date(now) : undefined;
  return moment && !Number.isNaN(moment.getTime()) ? moment : new Date();
};

const USER = 'plugin::users-permissions.user';
const PROFILES: ReadonlyArray<[kind: 'candidate' | 'company', uid: UID.ContentType]> = [
  ['candidate', 'api::hr-user.hr-user'],
  ['company', 'api::hr-company.hr-company'],
];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The freshness e-mails, optionally as of another moment (`now`) and with another daily cap (`cap`). */
  runFreshness: hook(async (ctx) => {
    const service = strapi.service('api::freshness.freshness');
    const { cap } = (ctx.request.body ?? {}) as { cap?: unknown };
    const dailyCap = typeof cap === 'number' && Number.isSafeInteger(cap) && cap >= 0 ? cap : undefined;
    ctx.body = { data: { sent: await service.sendDue(momentOf(ctx.request.body), dailyCap) } };
  }),

  /** The daily notices of new interested candidates of job posts (issue 10). */
  runJobPostNotices: hook(async (ctx) => {
    const service = strapi.service('api::annunci.notice');
    ctx.body = { data: { sent: await service.sendDue() } };
  }),

  /** The Alert Database digests (issue 11), optionally as of another moment (`now`, an ISO timestamp). */
  runAlertDatabase: hook(async (ctx) => {
    const service = strapi.service('api::alert.alerts');
    ctx.body = { data: { sent: await service.sendDatabaseDigests(momentOf(ctx.request.body)) } };
  }),

  /** The candidates' job alerts (issue 42), optionally as of another moment (`now`, an ISO timestamp). */
  runJobAlerts: hook(async (ctx) => {
    ctx.body = {
      data: {
        sent: await strapi.service('api::avviso-candidato.job-alerts').sendDaily(momentOf(ctx.request.body)),
      },
    };
  }),

  /** The candidates' weekly e-mails (issue 42), optionally as of another moment (`now`, an ISO timestamp). */
  runProfileWeeks: hook(async (ctx) => {
    ctx.body = {
      data: {
        sent: await strapi.service('api::avviso-candidato.activity').sendWeekly(momentOf(ctx.request.body)),
      },
    };
  }),

  /** The Alert New Profile notices (issue 11), optionally as of another moment (`now`, an ISO timestamp). */
  runAlertNewProfile: hook(async (ctx) => {
    const service = strapi.service('api::alert.alerts');
    ctx.body = { data: { sent: await service.sendNewProfileNotices(momentOf(ctx.request.body)) } };
  }),

  /** The daily end of subscriptions (issue 14), optionally as of another day (`today`, YYYY-MM-DD). */
  runSubscriptionExpiry: hook(async (ctx) => {
    const { today } = ctx.request.body ?? {};
    const day = typeof today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : undefined;
    ctx.body = { data: await strapi.service('api::subscription.subscription').expireDue(day) };
  }),

  /** The daily retention run (issue 41) as of `now`. */
  runRetention: hook(async (ctx) => {
    ctx.body = { data: await strapi.service('api::privacy.retention').runDaily(momentOf(ctx.request.body)) };
  }),

  /** The credit guarantee's refunds (issue 26), optionally as of another moment (`now`, an ISO timestamp). */
  runGuarantee: hook(async (ctx) => {
    ctx.body = {
      data: await strapi
        .service('api::guarantee-report.guarantee-report')
        .refundDue(momentOf(ctx.request.body)),
    };
  }),

  /**
   * The race the refund's conditional UPDATE exists for (issue 39 item 17): the 7-day job and an operator's save
   * refunding one open report at the same moment, as the two `refund` calls they make, started together in this
   * process so both read the report open before either writes. `{id}`; answers whether each call refunded.
   */
  guaranteeRace: hook(async (ctx) => {
    const { id } = ctx.request.body ?? {};
    if (typeof id !== 'number') return apiError(ctx, 400, 'invalid', 'id (number) is required');
    const guarantee = strapi.service('api::guarantee-report.guarantee-report');
    const now = new Date();
    const refunded = await Promise.all([
      guarantee.refund(id, 'aperta', now, { mail: true }),
      guarantee.refund(id, 'aperta', now, { mail: true }),
    ]);
    ctx.body = { data: { refunded } };
  }),

  /**
   * An operator's save of a guarantee report's state (issue 26), as the admin panel makes it: through the document
   * service, so the content type's lifecycle (refund or reject) runs. `{id, stato}`; answers the state saved, or the
   * lifecycle's refusal as a 400.
   */
  guaranteeOperator: hook(async (ctx) => {
    const { id, stato } = ctx.request.body ?? {};
    if (typeof id !== 'number' || typeof stato !== 'string')
      return apiError(ctx, 400, 'invalid', 'id (number) and stato (string) are required');
    const uid = 'api::guarantee-report.guarantee-report';
    const row = await findRow(strapi, uid, { where: { id }, select: ['documentId'] });
    if (!row) return apiError(ctx, 404, 'not_found', `no report ${id}`);
    try {
      await strapi.documents(uid).update({ documentId: row.documentId, data: { stato } as never });
    } catch (error) {
      return apiError(ctx, 400, 'refused', (error as Error).message);
    }
    ctx.body = { data: { stato } };
  }),

  /** The SDI job (issue 13): invoices of paid payments that have none, delivery, courtesy copies by e-mail. */
  runInvoices: hook(async (ctx) => {
    ctx.body = { data: await strapi.service('api::invoice.invoice').deliveryJob() };
  }),

  /** Every content-API route (method, path, auth), so the authorization matrix test can cover each one. */
  routes: hook(async (ctx) => {
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
  }),

  /**
   * The derived tables' catch-up (human-resource/services/derived.ts) for candidates a test wrote around Strapi:
   * `{action: 'forget'}` puts this instance back on the search's fallback (as at a start with such candidates),
   * `{action: 'catch-up'}` runs the catch-up to its end and answers what it did.
   */
  derived: hook(async (ctx) => {
    const { action } = ctx.request.body ?? {};
    const derived = strapi.service('api::human-resource.derived');
    if (action === 'forget') {
      derived.forget();
      ctx.body = { data: { allDerived: derived.allDerived() } };
    } else if (action === 'catch-up') {
      ctx.body = { data: { ...(await derived.catchUp()), allDerived: derived.allDerived() } };
    } else apiError(ctx, 400, 'invalid', "action is 'forget' or 'catch-up'");
  }),

  /** One run-once claim (utils/job-run.ts) or its release, so tests can race claims over HTTP. */
  jobRun: hook(async (ctx) => {
    const { key, release } = ctx.request.body ?? {};
    if (typeof key !== 'string') return apiError(ctx, 400, 'invalid', 'key (string) is required');
    if (release === true) {
      await strapi.service('api::job-run.job-run').releaseRun(key);
      ctx.body = { data: { released: true } };
      return;
    }
    ctx.body = { data: { claimed: await strapi.service('api::job-run.job-run').claimRun(key) } };
  }),

  /**
   * Removes a test's own account (`{email}`) with its candidate or company record, in one transaction, through
   * Strapi's own delete (the record through the document service, as the admin panel deletes it; the account
   * through the query engine): the link rows and media links go with them and the hr-user lifecycle runs, so the
   * search's derived rows of a candidate are gone at once (human-resource/services/derived.ts). What a company owns elsewhere (purchases, unlocks) the test removes first;
   * uploaded files stay. Answers the kind of record removed, or 404.
   */
  removeAccount: hook(async (ctx) => {
    const { email } = ctx.request.body ?? {};
    if (typeof email !== 'string') return apiError(ctx, 400, 'invalid', 'email (string) is required');
    const user = await findRow(strapi, USER, {
      where: { email: email.trim().toLowerCase() },
      select: ['id'],
    });
    if (!user) return apiError(ctx, 404, 'not_found', `no account ${email}`);
    const removed = await strapi.db.transaction(async () => {
      const kinds: string[] = [];
      for (const [kind, uid] of PROFILES) {
        const id = await strapi.service('api::me.own-profile').linkedProfileId(uid, user.id);
        if (id === null) continue;
        const record = await findRow(strapi, uid, { where: { id }, select: ['documentId'] });
        // linkedProfileId has just found it: a missing row fails the removal, as it always did.
        if (!record) throw new Error(`no ${kind} profile ${id}`);
        await strapi.documents(uid).delete({ documentId: record.documentId });
        kinds.push(kind);
      }
      await strapi.db.query(USER).delete({ where: { id: user.id } });
      return kinds;
    });
    ctx.body = { data: { removed } };
  }),

  /**
   * One SQL statement on Strapi's own connection, for tests that prepare states no public flow reaches. On SQLite a
   * second process writing to the file can make a Strapi transaction that has already read fail at once with
   * SQLITE_BUSY (SQLite does not wait when a reader asks to become a writer), which surfaced as a random 500 in
   * the e2e runs. Strapi's SQLite pool has one connection, so statements sent here queue behind its transactions.
   */
  /**
   * The plan of the search query a company's search really runs (PostgreSQL only): `{email, filters}` (filters as
   * a query string would give them) runs the search service once, catching the SQL it sends through knex's `query`
   * event, and answers `EXPLAIN (FORMAT JSON)` of the last statement, the page query (the bounded counts of sheet
   * words and the distance ids come before it), with the SQL. Run it with no other request in flight.
   */
  searchPlan: hook(async (ctx) => {
    const { email, filters = {}, sheetDrivingLimit } = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || typeof filters !== 'object' || filters === null)
      return apiError(ctx, 400, 'invalid', 'email (string) and filters (object) are required');
    // Optional: a lower driving limit for the sheet words (search.ts), so that a word of the test's clone is common.
    if (sheetDrivingLimit !== undefined && !(typeof sheetDrivingLimit === 'number' && sheetDrivingLimit >= 0))
      return apiError(ctx, 400, 'invalid', 'sheetDrivingLimit must be a whole number');
    const knex = strapi.db.connection;
    if (strapi.db.dialect.client !== 'postgres')
      return apiError(ctx, 400, 'invalid', 'the search plan is read on PostgreSQL only');
    const user = await findRow(strapi, USER, { where: { email }, select: ['id'] });
    const company = user
      ? await strapi.service('api::human-resource.human-resource').companyOfUser(user.id)
      : null;
    if (!company) return apiError(ctx, 404, 'not_found', `no company ${email}`);
    const sent: Array<{ sql: string; bindings: unknown[] }> = [];
    const listener = (query: { sql: string; bindings?: unknown[] }) =>
      sent.push({ sql: query.sql, bindings: query.bindings ?? [] });
    knex.client.on('query', listener);
    try {
      await strapi.service('api::human-resource.search').searchIds(
        company,
        parseFilters(filters as Record<string, unknown>),
        {
          kind: 'search',
        },
        { sheetDrivingLimit },
      );
    } finally {
      knex.client.removeListener('query', listener);
    }
    const last = sent.at(-1);
    if (!last) return apiError(ctx, 400, 'invalid', 'the search sent no query');
    // The SQL as sent, with PostgreSQL's $n placeholders: run on a connection of knex's pool directly.
    const connection = await knex.client.acquireConnection();
    try {
      const result = (await connection.query(`EXPLAIN (FORMAT JSON) ${last.sql}`, last.bindings)) as {
        rows: Array<{ 'QUERY PLAN': unknown }>;
      };
      ctx.body = { data: { sql: last.sql, plan: result.rows[0]['QUERY PLAN'] } };
    } finally {
      await knex.client.releaseConnection(connection);
    }
  }),

  runSql: hook(async (ctx) => {
    const { sql, bindings = [] } = ctx.request.body ?? {};
    if (typeof sql !== 'string' || !Array.isArray(bindings))
      return apiError(ctx, 400, 'invalid', 'sql (string) and bindings (array) are required');
    try {
      const result: unknown = await strapi.db.connection.raw(sql, bindings);
      // better-sqlite3 answers with the rows, pg with a result object holding them.
      const rows = Array.isArray(result) ? result : (result as { rows?: unknown } | null)?.rows;
      ctx.body = { rows: Array.isArray(rows) ? rows : [] };
    } catch (error) {
      apiError(ctx, 400, 'sql_error', (error as Error).message);
    }
  }),
});
