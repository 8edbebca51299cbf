// Company teams (issue 27) in the tests: members invited through the real endpoint, activated through the real
// reset-password with the invitation's code (read from the database, as only the mail would tell it), and removed
// with their company (removeTestCompany).
import { sql } from './db';
import { jwtFor, strapi } from './strapi';

export const MEMBER_PASSWORD = 'Demo1234!';

import type { TeamMemberView } from '#contracts/team.ts';

export type { TeamMemberView };

let counter = 0;
/** A fresh member address, `<prefix>-membro-<n>@esempio.it`. */
export const memberEmail = (prefix: string) =>
  `${prefix}-membro-${Date.now()}${(counter += 1)}${Math.floor(Math.random() * 1e4)}@esempio.it`;

/** POST /api/team/invitations as the titolare (its JWT); answers the status and body. */
export const invite = (titolareJwt: string, data: Record<string, unknown>) =>
  strapi('/api/team/invitations', { method: 'POST', jwt: titolareJwt, json: { data } });

/** The invitation's code of an invited address: users-permissions' reset token of the invitee's account. */
export async function invitationCode(email: string): Promise<string> {
  const [row] = await sql<{ code: string | null }>(
    'SELECT reset_password_token AS code FROM up_users WHERE email = ?',
    [email.toLowerCase()],
  );
  if (!row?.code) throw new Error(`no invitation code for ${email}`);
  return row.code;
}

/** Chooses the password of an invitation, as the reset-password page posts it. */
export const acceptInvitation = (code: string, password = MEMBER_PASSWORD) =>
  strapi('/api/auth/reset-password', {
    method: 'POST',
    json: { code, password, passwordConfirmation: password },
  });

/** An active member of the company of `titolareEmail`: invited, password chosen; answers its address and JWT. */
export async function addMember(
  titolareEmail: string,
  prefix: string,
  options: { nome?: string; cognome?: string } = {},
): Promise<{ email: string; jwt: string; documentId: string }> {
  const email = memberEmail(prefix);
  const invited = await invite(await jwtFor(titolareEmail), {
    nome: options.nome ?? 'Giulia',
    cognome: options.cognome ?? 'Rossi',
    email,
  });
  if (invited.status !== 200)
    throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const accepted = await acceptInvitation(await invitationCode(email));
  if (accepted.status !== 200)
    throw new Error(`reset-password answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return { email, jwt: await jwtFor(email), documentId: (invited.body.data as TeamMemberView).documentId };
}

/**
 * A company's team rows, and its members' own accounts (never the titolare's, removed with the company): before the
 * company itself goes (removeTestCompany).
 */
export async function removeTeam(companyId: number): Promise<void> {
  const rows = await sql<{ id: number; user_id: number | null; ruolo: string }>(
    `SELECT t.id, u.user_id, t.ruolo FROM team_members t
       JOIN team_members_hr_company_lnk c ON c.team_member_id = t.id
       LEFT JOIN team_members_user_lnk u ON u.team_member_id = t.id
     WHERE c.hr_company_id = ?`,
    [companyId],
  );
  const [titolare] = await sql<{ user_id: number }>(
    'SELECT user_id FROM hr_companies_user_lnk WHERE hr_company_id = ?',
    [companyId],
  );
  for (const row of rows) {
    for (const table of ['team_members_hr_company_lnk', 'team_members_user_lnk'])
      await sql(`DELETE FROM ${table} WHERE team_member_id = ?`, [row.id]);
    await sql('DELETE FROM team_members WHERE id = ?', [row.id]);
    if (row.user_id !== null && Number(row.user_id) !== Number(titolare?.user_id)) {
      // What the member did stays linked to its account: those links go with the account.
      for (const table of ['unlocks', 'credit_movements', 'favourites', 'annuncis'])
        await sql(`DELETE FROM ${table}_autore_lnk WHERE user_id = ?`, [row.user_id]);
      await sql('DELETE FROM up_users_role_lnk WHERE user_id = ?', [row.user_id]);
      await sql('DELETE FROM up_users WHERE id = ?', [row.user_id]);
    }
  }
  // The company's count of invitations of the day (TeamService, catalog INVITI_AL_GIORNO).
  await sql('DELETE FROM rate_limits WHERE chiave = ?', [`team-invitations:${companyId}`]);
}
