// Profile freshness (decisions.md "Server-side jobs"): candidates whose profile (ultima_modifica) is older than
// 6 months get an e-mail with a link /aggiornamento/<token>, at most once per 30 days; opening the link within
// 30 days marks the profile as confirmed today. Only the SHA-256 of the token is stored, so the database alone
// never holds a usable link. A day sends at most FRESHNESS_DAILY_CAP e-mails (decisions.md "The freshness job at a
// million"): the count of the day is read from the candidates' own send dates, so it holds across instances, and
// the candidates left over are simply still due the next day.
import { inBatches } from '../../../utils/batches';
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { freshnessMail, mailContext, sendMail } from '../../../mail';
import { isoDateInRome, startOfDayInRome } from '../../../utils/dates';
import { findRows, type Row } from '../../../utils/rows';

const HR_USER = 'api::hr-user.hr-user';

export const FRESHNESS_STALE_MONTHS = 6;
export const FRESHNESS_RESEND_DAYS = 30;
export const FRESHNESS_TOKEN_DAYS = 30;
/** E-mails a day (an Italian calendar day), all instances together: see decisions.md. */
export const FRESHNESS_DAILY_CAP = 20_000;
const BATCH = 200;
const PARALLEL_SENDS = 8;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes in base64url: exactly 43 characters of that alphabet. */
export const isTokenShape = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

const monthsBefore = (date: Date, months: number) => {
  const out = new Date(date);
  out.setMonth(out.getMonth() - months);
  return out;
};

export type FreshnessService = ReturnType<typeof freshnessService>;

const freshnessService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Sends the e-mail to the due candidates, in batches by id, until none is left or the day's cap is reached
   * (counted over every instance's sends of the day); returns how many this call sent. Safe to run concurrently:
   * each candidate is claimed by one conditional UPDATE, and the cap is read again before each batch (so several
   * instances at once may pass it by at most a batch each).
   */
  async sendDue(now: Date = new Date(), cap: number = FRESHNESS_DAILY_CAP): Promise<number> {
    const staleBefore = isoDateInRome(monthsBefore(now, FRESHNESS_STALE_MONTHS));
    const resendBefore = new Date(now.getTime() - FRESHNESS_RESEND_DAYS * DAY_MS);
    const notRecentlyMailed = {
      $or: [
        { aggiornamento_inviato_il: { $null: true } },
        { aggiornamento_inviato_il: { $lt: resendBefore } },
      ],
    };
    const sendOne = async (candidate: Row<typeof HR_USER, 'nome' | 'email'>) => {
      const token = randomBytes(32).toString('base64url');
      // Claim the candidate with one conditional UPDATE: with two Strapi instances running the job,
      // only one of them gets count 1 and sends the e-mail.
      const { count } = await strapi.db.query(HR_USER).updateMany({
        where: { id: candidate.id, ...notRecentlyMailed },
        data: { aggiornamento_token: hashToken(token), aggiornamento_inviato_il: now },
      });
      if (count !== 1) return false;
      const ctx = mailContext();
      const link = `${ctx.baseUrl}/aggiornamento/${token}`;
      try {
        await sendMail(
          strapi,
          // `email: { $notNull }` in the read.
          String(candidate.email),
          await freshnessMail({ nome: candidate.nome ?? '', link }, ctx),
          'freshness',
        );
        return true;
      } catch (error) {
        // Let the next run retry this candidate.
        await strapi.db.query(HR_USER).update({
          where: { id: candidate.id },
          data: { aggiornamento_token: null, aggiornamento_inviato_il: null },
        });
        strapi.log.error(`[freshness] e-mail to hr_user ${candidate.id} failed: ${(error as Error).message}`);
        return false;
      }
    };
    const dayStart = startOfDayInRome(now);
    const nextDay = new Date(dayStart.getTime() + 36 * 3_600_000);
    const dayEnd = startOfDayInRome(nextDay);
    /** E-mails of this day still allowed: the day's claims so far (any instance), against the cap. */
    const leftToday = async () =>
      cap -
      Number(
        await strapi.db.query(HR_USER).count({
          where: { aggiornamento_inviato_il: { $gte: dayStart, $lt: dayEnd } },
        }),
      );
    let sent = 0;
    const outcome = await inBatches(
      async (afterId) => {
        const left = await leftToday();
        if (left <= 0) return null;
        const limit = Math.min(BATCH, left);
        const rows = await findRows(strapi, HR_USER, {
          where: {
            id: { $gt: afterId },
            email: { $notNull: true },
            ultima_modifica: { $lt: staleBefore },
            ...notRecentlyMailed,
          },
          select: ['id', 'nome', 'email'],
          orderBy: { id: 'asc' },
          limit,
        });
        return { rows, limit };
      },
      async (due) => {
        // A few SMTP sends at a time: sequential sends of a large batch take minutes.
        for (let i = 0; i < due.length; i += PARALLEL_SENDS) {
          const results = await Promise.all(due.slice(i, i + PARALLEL_SENDS).map(sendOne));
          sent += results.filter(Boolean).length;
        }
      },
    );
    if (outcome === 'stopped')
      strapi.log.info(`[freshness] shutting down: ${sent} sent, the rest is still due`);
    return sent;
  },

  /** Marks the profile of a valid, unexpired token as confirmed today; false for any other token. */
  async confirm(token: unknown, now: Date = new Date()): Promise<boolean> {
    if (!isTokenShape(token)) return false;
    const validSince = new Date(now.getTime() - FRESHNESS_TOKEN_DAYS * DAY_MS);
    const { count } = await strapi.db.query(HR_USER).updateMany({
      where: { aggiornamento_token: hashToken(token), aggiornamento_inviato_il: { $gte: validSince } },
      // The token stays valid until it expires: opening the link twice is harmless.
      data: { ultima_modifica: isoDateInRome(now) },
    });
    return count === 1;
  },
});

export default freshnessService;
