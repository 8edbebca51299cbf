// The Team section's calls to Strapi (issue 27): /api/team and its sub-routes. Strapi decides who may (the
// titolare; a member gets 403) and scopes everything to the caller's company; this module only forwards.
import { INVITI_AL_GIORNO, TEAM_MESSAGES, type TeamErrorCode } from '#catalog/team';
import type { TeamMemberView, TeamResponse } from '#contracts/team';
import { authedFetch, type AuthedUser } from '~/server/auth.server';
import { RateLimiter, sharedStore } from '~/server/rate-limit.server';
import type { TeamPost } from '~/lib/schemas/team';
import type { TeamNotice } from '~/server/session.server';
import { team as t } from '~/texts';

export type TeamMember = TeamMemberView;

export async function loadTeam(request: Request): Promise<TeamMember[] | null> {
  const result = await authedFetch<TeamResponse>(request, '/api/team', { serverErrors: 'return' });
  return result.ok ? result.data.data : null;
}

/**
 * Invitations sent by one company in a day (new and resent), counted in the limiters' shared table so every Remix
 * instance counts the same (decisions.md "Company teams"). The e-mail limits of the mail module apply besides.
 */
export const invitationLimiter = new RateLimiter(
  'team-invitations',
  INVITI_AL_GIORNO,
  24 * 60 * 60 * 1000,
  sharedStore,
);

/** What the page says after a post (a flash of the session, notice.server.ts; texts `team.notices`). */
export type { TeamNotice } from '~/server/session.server';

export type TeamOutcome = { ok: true; notice: TeamNotice } | { ok: false; status: number; message: string };

const refusal = (status: number, code: string | undefined): TeamOutcome => ({
  ok: false,
  status: status >= 500 ? 503 : status,
  message: code && code in TEAM_MESSAGES ? TEAM_MESSAGES[code as TeamErrorCode] : t.failed,
});

/** One post of the Team page, already parsed: its Strapi call and the notice the page shows after it. */
export async function teamAction(request: Request, user: AuthedUser, post: TeamPost): Promise<TeamOutcome> {
  const call = async (path: string, method: 'POST' | 'PUT' | 'DELETE', json?: unknown) => {
    const result = await authedFetch(request, path, { method, json, serverErrors: 'return' });
    return result.ok ? null : refusal(result.status, result.error.code);
  };
  const member = 'member' in post ? encodeURIComponent(post.member) : '';
  switch (post.intent) {
    case 'invite':
    case 'resend': {
      const company = String((user.hr_company as { id?: number } | null)?.id ?? user.id);
      if (!(await invitationLimiter.take(company)))
        return { ok: false, status: 429, message: t.tooMany(INVITI_AL_GIORNO) };
      if (post.intent === 'invite') {
        const { nome, cognome, email } = post;
        return (
          (await call('/api/team/invitations', 'POST', { data: { nome, cognome, email } })) ?? {
            ok: true,
            notice: 'invitato',
          }
        );
      }
      return (
        (await call(`/api/team/invitations/${member}/resend`, 'POST')) ?? { ok: true, notice: 'reinviato' }
      );
    }
    case 'withdraw':
      return (await call(`/api/team/members/${member}`, 'DELETE')) ?? { ok: true, notice: 'ritirato' };
    case 'remove':
      return (await call(`/api/team/members/${member}`, 'DELETE')) ?? { ok: true, notice: 'rimosso' };
    case 'buyer':
      return (
        (await call(`/api/team/members/${member}`, 'PUT', {
          data: { puo_acquistare: post.puo_acquistare === 'true' },
        })) ?? { ok: true, notice: 'acquisti' }
      );
    case 'handover':
      return (
        (await call('/api/team/hand-over', 'POST', {
          data: { member: post.member, password: post.password },
        })) ?? { ok: true, notice: 'ceduto' }
      );
  }
}
