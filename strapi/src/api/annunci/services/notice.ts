// The daily notice to a company about new interested candidates of a post (issue 10 item 7): at most one e-mail a
// day per post, listing the new candidates' names and competence areas (never contact data) with a link to the
// post. Each post's notice of the day is claimed in `job_runs` (utils/job-run.ts), so N Strapi instances running
// the cron send it once; the candidates it named are recorded on the post (`interessati_avvisati`), so the next
// day's notice names only newer ones. A failed send gives the claim back for the next run.
import { inBatches } from '../../../utils/batches';
import type { Core } from '@strapi/strapi';
import { interestNoticeMail, mailContext, sendMail, type InterestedCandidate } from '../../../mail';
import { runKey } from '../../job-run/services/job-run';
import { isoDateInRome } from '../../../utils/dates';
import { inIdOrder } from '../../../utils/in-id-order';
import { parseJsonColumn } from '../../../utils/json-column';
import { findRows } from '../../../utils/rows';

const ANNUNCI = 'api::annunci.annunci';
const HR_USER = 'api::hr-user.hr-user';
const BATCH = 200;

const idsOf = (value: unknown): number[] => {
  const parsed = parseJsonColumn(value);
  return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
};

const noticeService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Interested candidates of a post not blacklisting its company, oldest interest first. */
  const interestedIds = async (postId: number, piva: string | null): Promise<number[]> => {
    const { query, user } = strapi.service('api::annunci.interested').rows([postId], piva);
    const rows = (await query.select(`${user} as user`).orderBy('l.id', 'asc')) as Array<{
      user: number | string;
    }>;
    return rows.map((row) => Number(row.user));
  };

  const candidatesOf = async (ids: number[]): Promise<InterestedCandidate[]> => {
    const rows = await findRows(strapi, HR_USER, {
      where: { id: { $in: ids } },
      select: ['id', 'nome', 'cognome'],
      populate: { aree_di_competenza: { select: ['value'] } },
    });
    return inIdOrder(ids, rows).map((row) => {
      const aree = (row.aree_di_competenza ?? [])
        .flatMap((a) => (a.value == null ? [] : [a.value]))
        .slice(0, 3);
      return { nome: row.nome ?? '', cognome: row.cognome ?? '', aree };
    });
  };

  return {
    /** Sends today's notice of every post with new interested candidates; returns how many e-mails went out. */
    async sendDue(now: Date = new Date()): Promise<number> {
      const today = isoDateInRome(now);
      let sent = 0;
      const outcome = await inBatches(
        async (afterId) => ({
          limit: BATCH,
          rows: await findRows(strapi, ANNUNCI, {
            where: {
              id: { $gt: afterId },
              $or: [{ archiviato: false }, { archiviato: { $null: true } }],
              hr_users: { id: { $notNull: true } },
            },
            select: ['id', 'documentId', 'posizione', 'interessati_avvisati'],
            populate: { hr_company: { select: ['id', 'email', 'piva', 'aut_min'] } },
            orderBy: { id: 'asc' },
            limit: BATCH,
          }),
        }),
        async (posts) => {
          for (const post of posts) {
            const company = post.hr_company;
            if (!company?.email) continue;
            const notified = new Set(idsOf(post.interessati_avvisati));
            const interested = await interestedIds(post.id, company.piva?.trim() || null);
            const fresh = interested.filter((id) => !notified.has(id));
            if (fresh.length === 0) continue;
            const key = runKey('job-post-notice', today, post.id);
            if (!(await strapi.service('api::job-run.job-run').claimRun(key, now))) continue;
            try {
              const ctx = mailContext();
              const link = `${ctx.baseUrl}/company-job-posts/${post.documentId}`;
              const candidates = await candidatesOf(fresh);
              await sendMail(
                strapi,
                company.email,
                await interestNoticeMail({ posizione: post.posizione ?? '', candidates, link }, ctx),
                'job-post-notice',
              );
              await strapi.db.query(ANNUNCI).update({
                where: { id: post.id },
                data: { interessati_avvisati: [...notified, ...fresh] },
              });
              sent += 1;
            } catch (error) {
              await strapi.service('api::job-run.job-run').releaseRun(key);
              strapi.log.error(`[job-post-notice] post ${post.id}: ${(error as Error).message}`);
            }
          }
        },
      );
      if (outcome === 'stopped')
        strapi.log.info(`[job-post-notice] shutting down: ${sent} sent, the rest is still due`);
      return sent;
    },
  };
};

export type NoticeService = ReturnType<typeof noticeService>;
export default noticeService;
