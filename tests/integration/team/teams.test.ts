// Company teams in Strapi (issue 27): a member acts for the company with the company's credits and is named for
// what it does; titolare-only endpoints refuse it with 403; a removed member's token is refused (401); an
// invitation is single-use and expires. Runs on SQLite and PostgreSQL (unlock row locks, invitation race).
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { INVITI_AL_GIORNO, TEAM_MESSAGES } from '#catalog/team.ts';
import { jwtFor, strapi } from '../../support/strapi';
import { publishJobPost } from '../../support/job-post';
import { setCredits, unlockCount } from '../../support/search-db';
import {
  MEMBER_PASSWORD,
  acceptInvitation,
  addMember,
  invitationCode,
  invite,
  memberEmail,
  type TeamMemberView,
} from '../../support/team';

const accounts = ownAccounts('team');
afterEach(() => accounts.removeAll());

type Card = {
  id: number;
  unlocked: boolean;
  isFavourite: boolean;
  esclusiva: string | null;
  sbloccato_da: string | null;
};

/** Candidates the company could buy (not unlocked, no exclusivity of another company). */
const buyable = async (jwt: string, count: number) => {
  const ids: number[] = [];
  for (let page = 1; ids.length < count && page <= 5; page += 1) {
    const { body } = await strapi(`/api/human-resources?bucket=altri&page=${page}`, { jwt });
    ids.push(...(body.data as Card[]).filter((c) => !c.unlocked && !c.esclusiva).map((c) => c.id));
  }
  return ids.slice(0, count);
};

type Movement = { reason: string; amount: number; autore: string | null; candidato: { id: number } | null };

describe('a member acts for the company', () => {
  it('unlocks with the company’s credits, and the profile and the ledger name who did it', async () => {
    const company = await accounts.company();
    const member = await addMember(company.email, 'team', { nome: 'Giulia', cognome: 'Rossi' });
    await setCredits(company.id, 2);
    const [id] = await buyable(member.jwt, 1);

    const unlocked = await strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt: member.jwt });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ unlocked: true, cost: 1 });
    const [row] = await sql<{ crediti: number }>('SELECT crediti FROM hr_companies WHERE id = ?', [
      company.id,
    ]);
    expect(Number(row.crediti)).toBe(1);

    // The titolare sees the profile unlocked, and by whom.
    const titolare = await jwtFor(company.email);
    const profile = await strapi(`/api/human-resources/${id}`, { jwt: titolare });
    expect(profile.body.data).toMatchObject({ unlocked: true, sbloccato_da: 'Giulia Rossi' });
    const ledger = await strapi('/api/shop/movements', { jwt: titolare });
    const unlock = (ledger.body.data as Movement[]).find((m) => m.reason === 'unlock');
    expect(unlock).toMatchObject({ amount: -1, autore: 'Giulia Rossi', candidato: { id } });

    // The member's /api/me is the company's, with its place in the team.
    const me = await strapi('/api/me', { jwt: member.jwt });
    expect(me.body).toMatchObject({
      hr_company: { id: company.id },
      team: { ruolo: 'membro', nome: 'Giulia Rossi', puo_acquistare: false },
    });
  });

  it('two members unlocking at once with one credit left unlock exactly one profile', async () => {
    const company = await accounts.company();
    const [a, b] = [await addMember(company.email, 'team'), await addMember(company.email, 'team')];
    await setCredits(company.id, 1);
    const [first, second] = await buyable(a.jwt, 2);
    const before = await unlockCount(company.id);
    const results = await Promise.all([
      strapi(`/api/human-resources/${first}/unlock`, { method: 'POST', jwt: a.jwt }),
      strapi(`/api/human-resources/${second}/unlock`, { method: 'POST', jwt: b.jwt }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect((await unlockCount(company.id)) - before).toBe(1);
    const [row] = await sql<{ crediti: number }>('SELECT crediti FROM hr_companies WHERE id = ?', [
      company.id,
    ]);
    expect(Number(row.crediti)).toBe(0);
  });

  it('a member sees nothing of another company', async () => {
    const company = await accounts.company();
    const other = await accounts.company();
    const member = await addMember(company.email, 'team');
    await setCredits(other.id, 1);
    const otherJwt = await jwtFor(other.email);
    const [id] = await buyable(otherJwt, 1);
    expect(
      (await strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt: otherJwt })).status,
    ).toBe(200);
    // The other company's unlock gives the member no contact data, and no movement of the other's ledger.
    const profile = await strapi(`/api/human-resources/${id}`, { jwt: member.jwt });
    expect(profile.body.data).toMatchObject({ unlocked: false });
    expect((profile.body.data as Record<string, unknown>).email).toBeUndefined();
    const ledger = await strapi('/api/shop/movements', { jwt: member.jwt });
    expect((ledger.body.data as Movement[]).some((m) => m.candidato?.id === id)).toBe(false);
    const me = await strapi('/api/me', { jwt: member.jwt });
    expect((me.body.hr_company as { id: number }).id).toBe(company.id);
  });
});

describe('attribution', () => {
  it('a team of one names nobody; a member’s favourite and job post name it', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    await setCredits(company.id, 1);
    const [first, second] = await buyable(titolare, 2);
    // Alone, the titolare sees what it always saw: nobody named.
    expect(
      (await strapi(`/api/human-resources/${first}/unlock`, { method: 'POST', jwt: titolare })).status,
    ).toBe(200);
    expect((await strapi(`/api/human-resources/${first}`, { jwt: titolare })).body.data).toMatchObject({
      unlocked: true,
      sbloccato_da: null,
    });

    const member = await addMember(company.email, 'team', { nome: 'Elena', cognome: 'Gallo' });
    const favourite = await strapi(`/api/human-resources/${second}/favourites`, {
      method: 'POST',
      jwt: member.jwt,
      json: { favourite: true },
    });
    expect(favourite.status).toBe(200);
    const favourites = await strapi('/api/human-resources?favourites=true', { jwt: titolare });
    expect(
      (favourites.body.data as Array<Card & { preferito_da: string | null }>).find((c) => c.id === second),
    ).toMatchObject({ isFavourite: true, preferito_da: 'Elena Gallo' });

    expect(
      (
        await strapi('/api/shop/activate', {
          method: 'POST',
          jwt: titolare,
          json: { product: 'promuovi_ricerca' },
        })
      ).status,
    ).toBe(200);
    const post = await publishJobPost(member.jwt);
    expect(post.status).toBe(201);
    const posts = (await strapi('/api/annuncis', { jwt: titolare })).body.data as Array<{
      documentId: string;
      autore: string | null;
    }>;
    expect(
      posts.find((p) => p.documentId === (post.body.data as { documentId: string }).documentId),
    ).toMatchObject({
      autore: 'Elena Gallo',
    });
  });
});

describe('what is the titolare’s', () => {
  it('company data, the team and the shop answer 403 to a member; "può acquistare" opens the shop', async () => {
    const company = await accounts.company();
    const member = await addMember(company.email, 'team');
    const jwt = member.jwt;
    const refused = [
      await strapi('/api/hr-companies/me', {
        method: 'PUT',
        jwt,
        json: { data: { telefono: '0211111111' } },
      }),
      await strapi('/api/team', { jwt }),
      await invite(jwt, { nome: 'Luca', cognome: 'Verdi', email: memberEmail('team') }),
      await strapi(`/api/team/members/${member.documentId}`, { method: 'DELETE', jwt }),
      await strapi('/api/team/hand-over', {
        method: 'POST',
        jwt,
        json: { data: { member: 'x', password: 'y' } },
      }),
      await strapi('/api/shop/checkout', { method: 'POST', jwt, json: { product: 'card_crediti' } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refused.map((r) => (r.body.error as { details: { code: string } }).details.code)).toEqual([
      'titolare_only',
      'titolare_only',
      'titolare_only',
      'titolare_only',
      'titolare_only',
      'buyer_only',
    ]);
    // What belongs to the company works for the member: job posts list, invoices, ledger, alerts.
    for (const path of ['/api/annuncis', '/api/hr-companies/me/invoices', '/api/shop/movements'])
      expect((await strapi(path, { jwt })).status, path).toBe(200);

    const titolare = await jwtFor(company.email);
    const given = await strapi(`/api/team/members/${member.documentId}`, {
      method: 'PUT',
      jwt: titolare,
      json: { data: { puo_acquistare: true } },
    });
    expect(given.status).toBe(200);
    const checkout = await strapi('/api/shop/checkout', {
      method: 'POST',
      jwt,
      json: { product: 'card_crediti' },
    });
    expect(checkout.status).not.toBe(403);
  });

  it('the roster lists the titolare first, members and invitations; at most 10 people', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    await addMember(company.email, 'team');
    for (let i = 0; i < 8; i += 1)
      expect(
        (await invite(titolare, { nome: 'N', cognome: `C${i}`, email: memberEmail('team') })).status,
      ).toBe(200);
    const full = await invite(titolare, { nome: 'N', cognome: 'X', email: memberEmail('team') });
    expect(full.status).toBe(409);
    expect((full.body.error as { details: { code: string } }).details.code).toBe('team_full');
    const roster = (await strapi('/api/team', { jwt: titolare })).body.data as TeamMemberView[];
    expect(roster).toHaveLength(10);
    expect(roster[0]).toMatchObject({
      ruolo: 'titolare',
      email: company.email,
      nome: 'Mario',
      cognome: 'Rossi',
    });
    expect(roster.filter((m) => m.stato === 'invitato')).toHaveLength(8);
  });

  it('someone of the team already is told so; an address with an account elsewhere joins no team', async () => {
    const company = await accounts.company();
    const other = await accounts.company();
    const candidate = await accounts.candidate();
    const titolare = await jwtFor(company.email);
    const own = await addMember(company.email, 'team');
    const pending = memberEmail('team');
    expect((await invite(titolare, { nome: 'A', cognome: 'B', email: pending })).status).toBe(200);
    const code = (answer: { body: Record<string, unknown> }) =>
      (answer.body.error as { details: { code: string } }).details.code;
    for (const [email, expected] of [
      [own.email, 'already_member'],
      [company.email.toUpperCase(), 'already_member'],
      [pending, 'already_invited'],
    ]) {
      const refused = await invite(titolare, { nome: 'A', cognome: 'B', email });
      expect(refused.status, email).toBe(409);
      expect(code(refused), email).toBe(expected);
    }
    // Elsewhere: answered as an invitation, but no account is made or taken over, and nobody can accept it.
    const member = await addMember(other.email, 'team');
    for (const email of [candidate.email, member.email]) {
      const answered = await invite(titolare, { nome: 'A', cognome: 'B', email });
      expect(answered.status, email).toBe(200);
    }
    const [row] = await sql<{ user_id: number | null }>(
      `SELECT u.user_id FROM team_members t LEFT JOIN team_members_user_lnk u ON u.team_member_id = t.id
       JOIN team_members_hr_company_lnk c ON c.team_member_id = t.id WHERE t.email = ? AND c.hr_company_id = ?`,
      [candidate.email, company.id],
    );
    expect(row.user_id ?? null).toBeNull();
    expect((await strapi('/api/me', { jwt: member.jwt })).body).toMatchObject({
      hr_company: { id: other.id },
    });
  });
});

describe('invitations', () => {
  it('a link works once, and not after 7 days; resending gives a new one; withdrawing frees the address', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    const email = memberEmail('team');
    const invited = await invite(titolare, { nome: 'Anna', cognome: 'Neri', email });
    expect(invited.status).toBe(200);
    const { documentId } = invited.body.data as TeamMemberView;
    // Not active before the password is chosen: its sign-in fails (nobody knows the random password).
    expect(
      (
        await strapi('/api/auth/local', {
          method: 'POST',
          json: { identifier: email, password: 'Demo1234!' },
        })
      ).status,
    ).toBe(400);

    // Expired: refused, the account stays invited.
    const expiredCode = await invitationCode(email);
    await sql('UPDATE team_members SET invito_scadenza = ? WHERE document_id = ?', [
      new Date(Date.now() - 1000),
      documentId,
    ]);
    const expired = await acceptInvitation(expiredCode);
    expect(expired.status).toBe(400);
    expect((expired.body.error as { details: { code: string } }).details.code).toBe('invitation_expired');

    // Resent: a new code, the old one is dead; the new one works once.
    expect(
      (await strapi(`/api/team/invitations/${documentId}/resend`, { method: 'POST', jwt: titolare })).status,
    ).toBe(200);
    const code = await invitationCode(email);
    expect(code).not.toBe(expiredCode);
    expect((await acceptInvitation(expiredCode)).status).toBe(400);
    expect((await acceptInvitation(code)).status).toBe(200);
    expect((await acceptInvitation(code)).status).toBe(400);
    const jwt = await jwtFor(email);
    expect((await strapi('/api/me', { jwt })).body).toMatchObject({ hr_company: { id: company.id } });

    // A pending invitation withdrawn: the account goes, the address can be invited again.
    const second = memberEmail('team');
    const pending = await invite(titolare, { nome: 'Bruno', cognome: 'Gialli', email: second });
    const withdrawn = await strapi(`/api/team/members/${(pending.body.data as TeamMemberView).documentId}`, {
      method: 'DELETE',
      jwt: titolare,
    });
    expect(withdrawn.body.data).toMatchObject({ removed: 'invitation' });
    expect(await sql('SELECT id FROM up_users WHERE email = ?', [second])).toHaveLength(0);
    expect((await invite(titolare, { nome: 'Bruno', cognome: 'Gialli', email: second })).status).toBe(200);
  });
});

describe('the daily limit of invitations', () => {
  const resend = (jwt: string, documentId: string) =>
    strapi(`/api/team/invitations/${documentId}/resend`, { method: 'POST', jwt });
  const refusal = (response: { body: Record<string, unknown> }) =>
    response.body.error as { message: string; details: { code: string } };

  it(`the ${INVITI_AL_GIORNO + 1}st invitation of a day, new or resent, is refused; another company is not`, async () => {
    const company = await accounts.company();
    const other = await accounts.company();
    const titolare = await jwtFor(company.email);
    const invited = await invite(titolare, { nome: 'Anna', cognome: 'Neri', email: memberEmail('team') });
    expect(invited.status).toBe(200);
    const { documentId } = invited.body.data as TeamMemberView;
    for (let sent = 1; sent < INVITI_AL_GIORNO; sent += 1)
      expect((await resend(titolare, documentId)).status, `invitation ${sent + 1}`).toBe(200);

    const again = await resend(titolare, documentId);
    const freshEmail = memberEmail('team');
    const fresh = await invite(titolare, { nome: 'Luca', cognome: 'Verdi', email: freshEmail });
    for (const refused of [again, fresh]) {
      expect(refused.status).toBe(429);
      expect(refusal(refused)).toMatchObject({
        message: TEAM_MESSAGES.too_many_invitations,
        details: { code: 'too_many_invitations' },
      });
    }
    // The refused invitation created nothing: no account for its address, no row in the team.
    expect(await sql('SELECT id FROM up_users WHERE email = ?', [freshEmail])).toHaveLength(0);
    expect((await strapi('/api/team', { jwt: titolare })).body.data as TeamMemberView[]).toHaveLength(2);

    const otherJwt = await jwtFor(other.email);
    expect(
      (await invite(otherJwt, { nome: 'Sara', cognome: 'Bianchi', email: memberEmail('team') })).status,
    ).toBe(200);
  });

  it('parallel posts cannot go past the limit', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    const invited = await invite(titolare, { nome: 'Anna', cognome: 'Neri', email: memberEmail('team') });
    const { documentId } = invited.body.data as TeamMemberView;
    const burst = await Promise.all(
      Array.from({ length: INVITI_AL_GIORNO + 3 }, () => resend(titolare, documentId)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(INVITI_AL_GIORNO - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe('leaving', () => {
  it('a removed member’s token answers 401 at once, its sign-in fails, its unlock stays attributed', async () => {
    const company = await accounts.company();
    const member = await addMember(company.email, 'team', { nome: 'Carla', cognome: 'Blu' });
    await setCredits(company.id, 1);
    const [id] = await buyable(member.jwt, 1);
    expect(
      (await strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt: member.jwt })).status,
    ).toBe(200);

    const titolare = await jwtFor(company.email);
    const removed = await strapi(`/api/team/members/${member.documentId}`, {
      method: 'DELETE',
      jwt: titolare,
    });
    expect(removed.body.data).toMatchObject({ removed: 'member' });
    for (const path of ['/api/me', '/api/human-resources', '/api/shop/movements'])
      expect((await strapi(path, { jwt: member.jwt })).status, path).toBe(401);
    const signIn = await strapi('/api/auth/local', {
      method: 'POST',
      json: { identifier: member.email, password: 'Demo1234!' },
    });
    expect(signIn.status).toBe(400);
    const profile = await strapi(`/api/human-resources/${id}`, { jwt: titolare });
    expect(profile.body.data).toMatchObject({ unlocked: true, sbloccato_da: 'Carla Blu' });
    const roster = (await strapi('/api/team', { jwt: titolare })).body.data as TeamMemberView[];
    expect(roster.map((m) => m.email)).toEqual([company.email]);
  });

  it('hand-over needs the titolare’s password; the new titolare has the rights, the former one is a member', async () => {
    const company = await accounts.company();
    const member = await addMember(company.email, 'team');
    const titolare = await jwtFor(company.email);
    const wrong = await strapi('/api/team/hand-over', {
      method: 'POST',
      jwt: titolare,
      json: { data: { member: member.documentId, password: 'sbagliata' } },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body.error as { details: { code: string } }).details.code).toBe('wrong_password');
    // The titolare cannot remove itself.
    const roster = (await strapi('/api/team', { jwt: titolare })).body.data as TeamMemberView[];
    const self = await strapi(`/api/team/members/${roster[0].documentId}`, {
      method: 'DELETE',
      jwt: titolare,
    });
    expect(self.status).toBe(409);

    const handed = await strapi('/api/team/hand-over', {
      method: 'POST',
      jwt: titolare,
      json: { data: { member: member.documentId, password: 'Demo1234!' } },
    });
    expect(handed.status).toBe(200);
    expect((await strapi('/api/team', { jwt: titolare })).status).toBe(403);
    expect((await strapi('/api/team', { jwt: member.jwt })).status).toBe(200);
    expect((await strapi('/api/me', { jwt: titolare })).body).toMatchObject({
      hr_company: { id: company.id },
      team: { ruolo: 'membro', puo_acquistare: true },
    });

    // Back, so the company is removed through its registered account.
    const former = ((await strapi('/api/team', { jwt: member.jwt })).body.data as TeamMemberView[]).find(
      (m) => m.email === company.email,
    )!;
    const back = await strapi('/api/team/hand-over', {
      method: 'POST',
      jwt: member.jwt,
      json: { data: { member: former.documentId, password: 'Demo1234!' } },
    });
    expect(back.status).toBe(200);
  });
});

describe('invitations say the truth (issue 39 item 5)', () => {
  const refusalCode = (answer: { body: Record<string, unknown> }) =>
    (answer.body.error as { details?: { code?: string } } | undefined)?.details?.code;
  const accept = (code: string, invitation: string) =>
    strapi('/api/auth/reset-password', {
      method: 'POST',
      json: { code, password: MEMBER_PASSWORD, passwordConfirmation: MEMBER_PASSWORD, invitation },
    });

  it('a used, superseded or withdrawn link says which', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    const email = memberEmail('team');
    const { documentId } = (await invite(titolare, { nome: 'Anna', cognome: 'Neri', email })).body
      .data as TeamMemberView;
    const first = await invitationCode(email);
    await strapi(`/api/team/invitations/${documentId}/resend`, { method: 'POST', jwt: titolare });
    const superseded = await accept(first, documentId);
    expect(superseded.status).toBe(400);
    expect(refusalCode(superseded)).toBe('invitation_superseded');
    const second = await invitationCode(email);
    expect((await accept(second, documentId)).status).toBe(200);
    const used = await accept(second, documentId);
    expect(refusalCode(used)).toBe('invitation_used');

    const other = memberEmail('team');
    const pending = (await invite(titolare, { nome: 'Bruno', cognome: 'Gialli', email: other })).body
      .data as TeamMemberView;
    const code = await invitationCode(other);
    await strapi(`/api/team/members/${pending.documentId}`, { method: 'DELETE', jwt: titolare });
    const withdrawn = await accept(code, pending.documentId);
    expect(withdrawn.status).toBe(400);
    expect(refusalCode(withdrawn)).toBe('invitation_withdrawn');
  });

  it('a removed member is told so at sign-in, listed as removed, and can be invited again', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    const member = await addMember(company.email, 'team', { nome: 'Carla', cognome: 'Blu' });
    await strapi(`/api/team/members/${member.documentId}`, { method: 'DELETE', jwt: titolare });
    const signIn = (password: string) =>
      strapi('/api/auth/local', { method: 'POST', json: { identifier: member.email, password } });
    const right = await signIn(MEMBER_PASSWORD);
    expect(right.status).toBe(400);
    expect(refusalCode(right)).toBe('removed_from_team');
    // Only the owner of the password learns it: a wrong one gets the usual answer.
    expect(refusalCode(await signIn('Sbagliata1!'))).not.toBe('removed_from_team');

    const roster = await strapi('/api/team', { jwt: titolare });
    expect(roster.body.removed).toEqual([
      expect.objectContaining({ nome: 'Carla', cognome: 'Blu', email: member.email }),
    ]);
    expect(
      Date.now() - new Date((roster.body.removed as Array<{ rimosso_il: string }>)[0].rimosso_il).getTime(),
    ).toBeLessThan(60_000);

    const again = await invite(titolare, { nome: 'Carla', cognome: 'Blu', email: member.email });
    expect(again.status).toBe(200);
    expect((again.body.data as TeamMemberView).stato).toBe('invitato');
    expect((await acceptInvitation(await invitationCode(member.email), 'Nuova1234!')).status).toBe(200);
    const jwt = await jwtFor(member.email, 'Nuova1234!');
    expect((await strapi('/api/me', { jwt })).body).toMatchObject({ hr_company: { id: company.id } });
  });

  it('a recovery request of a pending invitee leaves the invitation’s link working', async () => {
    const company = await accounts.company();
    const titolare = await jwtFor(company.email);
    const email = memberEmail('team');
    await invite(titolare, { nome: 'Dario', cognome: 'Viola', email });
    const code = await invitationCode(email);
    expect((await strapi('/api/auth/forgot-password', { method: 'POST', json: { email } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await invitationCode(email)).toBe(code);
    expect((await acceptInvitation(code)).status).toBe(200);
    expect((await strapi('/api/me', { jwt: await jwtFor(email) })).body).toMatchObject({
      hr_company: { id: company.id },
      team: { ruolo: 'membro' },
    });
  });
});
