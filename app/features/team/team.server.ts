// The Team section's calls to Strapi (issue 27): /api/team and its sub-routes. Strapi decides who may (the
// titolare; a member gets 403) and scopes everything to the caller's company; this module only forwards.
import { TEAM_MESSAGES, type TeamErrorCode } from '#catalog/team.ts';
import type { RemovedMemberView, TeamMemberView } from '#contracts/team.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import type { StrapiResult } from '#app/server/strapi.server.ts';
import type { TeamPost } from '#app/features/team/team.schema.ts';
import type { Notice, TeamNotice } from '#app/server/session.server.ts';
import { team as t } from '#app/texts/index.ts';

export type TeamMember = TeamMemberView;

/** The team, and the latest removals (the Team page's short record), or null when Strapi failed. */
export async function loadTeam(
  request: Request,
): Promise<{ members: TeamMember[]; removed: RemovedMemberView[] } | null> {
  const result = await strapi.team.roster(request, { serverErrors: 'return' });
  return result.ok ? { members: result.data.data, removed: result.data.removed } : null;
}

/** What the page says after a post (a flash of the session, notice.server.ts; texts `team.notices`). */
export type { TeamNotice } from '#app/server/session.server.ts';

/** The text of a Team notice left for a page (`team.<notice>`), or null for any other notice or none. */
export const teamNoticeText = (notice: Notice | null): string | null =>
  notice?.startsWith('team.') ? (t.notices[notice.slice('team.'.length)] ?? null) : null;

/**
 * Where a post that worked leads: the Team page, except after the hand-over, when the former titolare is a member
 * and the Team page is no longer theirs: the company data, where the notice 'ceduto' shows.
 */
export const afterTeamPost = (notice: TeamNotice, teamPath: string) =>
  notice === 'ceduto' ? '/company-info' : teamPath;

export type TeamOutcome = { ok: true; notice: TeamNotice } | { ok: false; status: number; message: string };

const refusal = (status: number, code: string | undefined): TeamOutcome => ({
  ok: false,
  status: status >= 500 ? 503 : status,
  message: code && code in TEAM_MESSAGES ? TEAM_MESSAGES[code as TeamErrorCode] : t.failed,
});

/**
 * One post of the Team page, already parsed: its Strapi call and the notice the page shows after it. The daily
 * limit of invitations (new and resent) is Strapi's (429 `too_many_invitations`), like every other refusal.
 */
export async function teamAction(request: Request, post: TeamPost): Promise<TeamOutcome> {
  const outcome = async (
    called: Promise<StrapiResult<unknown>>,
    notice: TeamNotice,
  ): Promise<TeamOutcome> => {
    const result = await called;
    return result.ok ? { ok: true, notice } : refusal(result.status, result.error.code);
  };
  const options = { serverErrors: 'return' } as const;
  switch (post.intent) {
    case 'invite': {
      const { nome, cognome, email } = post;
      return outcome(
        strapi.team.invite(request, { json: { data: { nome, cognome, email } }, ...options }),
        'invitato',
      );
    }
    case 'resend':
      return outcome(strapi.team.resend(request, { params: { id: post.member }, ...options }), 'reinviato');
    case 'withdraw':
      return outcome(strapi.team.remove(request, { params: { id: post.member }, ...options }), 'ritirato');
    case 'remove':
      return outcome(strapi.team.remove(request, { params: { id: post.member }, ...options }), 'rimosso');
    case 'buyer':
      return outcome(
        strapi.team.update(request, {
          params: { id: post.member },
          json: { data: { puo_acquistare: post.puo_acquistare === 'true' } },
          ...options,
        }),
        'acquisti',
      );
    case 'handover':
      return outcome(
        strapi.team.handOver(request, {
          json: { data: { member: post.member, password: post.password } },
          ...options,
        }),
        'ceduto',
      );
  }
}
