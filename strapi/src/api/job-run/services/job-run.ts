// Run-once claims for scheduled jobs and their e-mails (architecture guide, "Payments, jobs and several instances").
// Every Strapi instance runs the same cron tasks; before doing the work of one period (or one e-mail of a
// period), a job claims a key such as `alert-database:2026-11-23:company-12`. The key is UNIQUE in `job_runs`
// (bootstrap/indexes.ts), so of N instances claiming at once exactly one INSERT succeeds, on SQLite and PostgreSQL.
// A job whose work fails (an SMTP error, say) releases its claim, so the next run does the work again.
import { boundTo } from '../../../utils/bound';
import type { Core, UID } from '@strapi/strapi';

const JOB_RUN: UID.ContentType = 'api::job-run.job-run';

/** Keys are short, printable and built by our code: `<job>:<period>[:<subject>]`. */
const KEY = /^[a-z0-9-]+(:[A-Za-z0-9_.-]+)+$/;

export const runKey = (job: string, period: string, subject?: string | number) =>
  subject === undefined ? `${job}:${period}` : `${job}:${period}:${subject}`;

const assertKey = (key: string) => {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid job-run key: ${key}`);
};

/** True for the one caller that claimed `key`; false when it was already claimed (by this or another instance). */
async function claimRun(strapi: Core.Strapi, key: string, now: Date = new Date()): Promise<boolean> {
  assertKey(key);
  try {
    await strapi.db.query(JOB_RUN).create({ data: { chiave: key, claimed_at: now } });
    return true;
  } catch (error) {
    // Only the unique index on chiave makes this insert fail for a valid key; any other failure must surface.
    const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).message ?? ''}`;
    if (/unique|23505|SQLITE_CONSTRAINT/i.test(text)) return false;
    throw error;
  }
}

/** Gives a claim back, so the next run of the job does that work again. */
async function releaseRun(strapi: Core.Strapi, key: string): Promise<void> {
  assertKey(key);
  await strapi.db.query(JOB_RUN).deleteMany({ where: { chiave: key } });
}

/** Deletes claims older than `before` (their periods are over), so the table stays small. */
async function purgeRuns(strapi: Core.Strapi, before: Date): Promise<number> {
  const { count } = await strapi.db.query(JOB_RUN).deleteMany({ where: { claimed_at: { $lt: before } } });
  return count;
}

/**
 * `claimRun`, except that a claim of `key` made before `staleBefore` is taken over: for work whose claim is held
 * only while it runs (released when done), a claim that old was left by an instance that crashed. Of N instances
 * taking over at once, one INSERT succeeds as in `claimRun` (the DELETE removes only the stale claim).
 */
async function claimRunTakingOver(
  strapi: Core.Strapi,
  key: string,
  staleBefore: Date,
  now: Date = new Date(),
): Promise<boolean> {
  assertKey(key);
  await strapi.db.query(JOB_RUN).deleteMany({ where: { chiave: key, claimed_at: { $lt: staleBefore } } });
  return claimRun(strapi, key, now);
}

/** Reached as `strapi.service('api::job-run.job-run')`; `runKey` is pure and imported by name. */
const jobRunService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { claimRun, releaseRun, purgeRuns, claimRunTakingOver });

export type JobRunService = ReturnType<typeof jobRunService>;

// No core CRUD service: no route of the content API reaches these records.
export default jobRunService;
