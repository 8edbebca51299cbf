// Self-service erasure (issue 41 item 1) over Strapi's HTTP API, checked in the database and the uploads folder
// afterwards (no faked deletion): a candidate with a picture, favourites, two unlocks, an open guarantee report and
// visits erases their account; a company with a team erases itself, its invoices stay. SQLite and PostgreSQL alike.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { createTestCompanyRecord } from '../../support/company';
import { sql } from '../../support/db';
import { waitForMail } from '../../support/mail';
import { solidPng as squarePng } from '../../support/png';
import { createTestCandidate, removeTestCandidate } from '../../support/principals';
import { companyCredits, setCredits } from '../../support/search-db';
import { addMember, invite } from '../../support/team';
import { remixSignIn } from '../../support/remix';
import { buy, deliver, pay, sessionIdOf, signedEvent, stripe } from '../../support/shop';
import { validateFatturaXml } from '../../../strapi/src/api/invoice/services/fatturapa';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('privacy');
const leftovers: string[] = [];
afterEach(async () => {
  await accounts.removeAll();
  for (const email of leftovers.splice(0)) await removeTestCandidate(email);
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const count = async (text: string, params: unknown[]) =>
  Number((await sql<{ n: number | string }>(`SELECT count(*) AS n FROM ${text}`, params))[0].n);

const uploadsDir = () => {
  const dir = process.env.STRAPI_PUBLIC_DIR;
  if (!dir) throw new Error('STRAPI_PUBLIC_DIR is not set (scripts/test.mjs passes it)');
  return join(dir, 'uploads');
};

/** Every file of an upload row on disk: the original and each format. */
const filesOnDisk = async (fileId: number) => {
  const [row] = await sql<{ url: string; formats: unknown }>('SELECT url, formats FROM files WHERE id = ?', [
    fileId,
  ]);
  const formats = (typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats) as Record<
    string,
    { url: string }
  > | null;
  return [row.url, ...Object.values(formats ?? {}).map((f) => f.url)].map((url) =>
    join(uploadsDir(), url.replace(/^\/uploads\//, '')),
  );
};

const erase = (jwt: string, password: unknown) =>
  strapi('/api/account/erasure', { method: 'POST', jwt, json: { password } });

type ErrorBody = { message: string; details: { code: string } };
const errorOf = (body: Record<string, unknown>) => body.error as ErrorBody;

const signIn = (email: string) =>
  strapi('/api/auth/local', { method: 'POST', json: { identifier: email, password: 'Demo1234!' } });

describe('a candidate erases their account', () => {
  it('deletes every row and file of theirs, anonymises the companies’ records and refunds the open report once', async () => {
    const candidate = await createTestCandidate('privacy-candidato');
    let erased = false;
    try {
      const jwt = await jwtFor(candidate.email);
      // A picture, in every size Strapi makes (a large image gets the formats).
      const form = new FormData();
      form.set(
        'files',
        new Blob([new Uint8Array(squarePng(1200, [10, 120, 40]))], { type: 'image/png' }),
        'f.png',
      );
      expect((await strapi('/api/hr-users/me/picture', { method: 'POST', jwt, body: form })).status).toBe(
        200,
      );
      const [picture] = await sql<{ id: number }>(
        `SELECT f.id FROM files f JOIN files_related_mph m ON m.file_id = f.id
          WHERE m.related_type = 'api::hr-user.hr-user' AND m.related_id = ?`,
        [candidate.id],
      );
      const files = await filesOnDisk(Number(picture.id));
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) expect(existsSync(file), file).toBe(true);

      // Two companies unlock them; one favourites them, opens the profile (a visit) and reports them unreachable.
      const a = await accounts.company();
      const b = await accounts.company();
      await setCredits(a.id, 5);
      await setCredits(b.id, 5);
      const jwtA = await jwtFor(a.email);
      const jwtB = await jwtFor(b.email);
      for (const companyJwt of [jwtA, jwtB])
        expect(
          (
            await strapi(`/api/human-resources/${candidate.id}/unlock`, {
              method: 'POST',
              jwt: companyJwt,
              json: { unlocked: true },
            })
          ).status,
        ).toBe(200);
      const favourite = await strapi(`/api/human-resources/${candidate.id}/favourites?favourite=true`, {
        method: 'POST',
        jwt: jwtA,
      });
      expect(favourite.status).toBe(200);
      expect(await count('favourites_hr_user_lnk WHERE hr_user_id = ?', [candidate.id])).toBe(1);
      expect((await strapi(`/api/human-resources/${candidate.id}`, { jwt: jwtA })).status).toBe(200);
      expect(await count("visite WHERE visitato = ? AND tipo <> 'azienda'", [candidate.id])).toBeGreaterThan(
        0,
      );
      const reported = await strapi(`/api/guarantee-reports/candidate/${candidate.id}`, {
        method: 'POST',
        jwt: jwtA,
        json: { tentativo: 'entrambi', primo_tentativo: today() },
      });
      expect(reported.status).toBe(201);
      const creditsA = await companyCredits(a.id);

      // The page before: what goes and what stays.
      const preview = await strapi('/api/account/erasure', { jwt });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ kind: 'candidate', crediti_persi: 0 });

      // A wrong or missing password changes nothing.
      for (const wrong of ['Sbagliata1!', '', undefined, 12, 'x'.repeat(5000)]) {
        const refused = await erase(jwt, wrong);
        expect(refused.status).toBe(400);
        expect(errorOf(refused.body).details.code).toBe('wrong_password');
      }
      expect(await count('hr_users WHERE id = ?', [candidate.id])).toBe(1);

      const since = Date.now();
      const done = await erase(jwt, 'Demo1234!');
      expect(done.status).toBe(200);
      erased = true;
      expect(done.body.data).toMatchObject({ kind: 'candidate' });

      // Gone: the profile, the account, the picture (row and every file on disk), favourites, visits, derived rows.
      expect(await count('hr_users WHERE id = ?', [candidate.id])).toBe(0);
      expect(await count('up_users WHERE lower(email) = lower(?)', [candidate.email])).toBe(0);
      expect(await count('files WHERE id = ?', [picture.id])).toBe(0);
      for (const file of files) expect(existsSync(file), file).toBe(false);
      expect(await count('favourites_hr_user_lnk WHERE hr_user_id = ?', [candidate.id])).toBe(0);
      expect(await count('favourites WHERE chiave = ?', [`${a.id}:${candidate.id}`])).toBe(0);
      expect(await count("visite WHERE visitato = ? AND tipo <> 'azienda'", [candidate.id])).toBe(0);
      expect(await count('hr_user_derived_sync WHERE hr_user_id = ?', [candidate.id])).toBe(0);
      expect(await count('unlocks_hr_user_lnk WHERE hr_user_id = ?', [candidate.id])).toBe(0);
      expect(await count('guarantee_reports_hr_user_lnk WHERE hr_user_id = ?', [candidate.id])).toBe(0);

      // Kept, without the person: both unlocks, named "Candidato cancellato" in each ledger.
      expect(await count('unlocks WHERE candidato_cancellato = ?', [candidate.id])).toBe(2);
      for (const companyJwt of [jwtA, jwtB]) {
        const ledger = await strapi('/api/shop/movements', { jwt: companyJwt });
        expect(ledger.status).toBe(200);
        const lines = ledger.body.data as Array<{ reason: string; candidato: { nome: string } | null }>;
        const unlock = lines.find((line) => line.reason === 'unlock');
        expect(unlock?.candidato?.nome).toBe('Candidato cancellato');
        expect(JSON.stringify(ledger.body)).not.toContain(candidate.email);
        // The old link says why the profile is gone.
        const old = await strapi(`/api/human-resources/${candidate.id}`, { jwt: companyJwt });
        expect(old.status).toBe(404);
        expect(errorOf(old.body).details.code).toBe('profile_erased');
        expect(errorOf(old.body).message).toBe('Profilo cancellato dal candidato');
      }
      // The open report closed as 'cancellato' with one credit back, once; the ledger still adds up.
      const [report] = await sql<{ stato: string }>('SELECT stato FROM guarantee_reports WHERE chiave = ?', [
        `${a.id}:${candidate.id}`,
      ]);
      expect(report.stato).toBe('cancellato');
      expect(await companyCredits(a.id)).toEqual({ ...creditsA, crediti: Number(creditsA.crediti) + 1 });
      const [sum] = await sql<{ total: number | string }>(
        `SELECT coalesce(sum(m.amount), 0) AS total FROM credit_movements m
           JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
          WHERE l.hr_company_id = ? AND m.reason IN ('unlock', 'guarantee')`,
        [a.id],
      );
      expect(Number(sum.total)).toBe(0);

      // They cannot sign in; the confirmation e-mail went; the address registers again at once.
      expect((await signIn(candidate.email)).status).toBe(400);
      const mail = await waitForMail(candidate.email, { since, subject: /account è stato eliminato/ });
      expect(mail.text).toMatch(/Candidato cancellato/);
      const again = await strapi('/api/create-profile', {
        method: 'POST',
        json: { data: { ...validPayload(), email: candidate.email, telefono: candidate.telefono } },
      });
      expect([200, 201]).toContain(again.status);
      leftovers.push(candidate.email);
    } finally {
      if (!erased) await removeTestCandidate(candidate.email);
    }
  });
});

describe('an account that a company tried to invite', () => {
  it('erased, takes the pending invitation row that holds its address with it (issue 39 item 10)', async () => {
    const company = await accounts.company();
    const candidate = await createTestCandidate('privacy-invitato');
    let erased = false;
    try {
      const answered = await invite(await jwtFor(company.email), {
        nome: 'Mario',
        cognome: 'Rossi',
        email: candidate.email,
      });
      expect(answered.status).toBe(200);
      const rows = () => count('team_members WHERE lower(email) = ?', [candidate.email.toLowerCase()]);
      expect(await rows()).toBe(1);
      const gone = await erase(await jwtFor(candidate.email), 'Demo1234!');
      expect(gone.status).toBe(200);
      erased = true;
      expect(await rows()).toBe(0);
    } finally {
      if (!erased) await removeTestCandidate(candidate.email);
    }
  });
});

describe('a company erases itself', () => {
  it('deletes its team accounts and records, keeps its invoices, loses its credits', async () => {
    const company = await createTestCompanyRecord('privacy-azienda');
    const jwt = await jwtFor(company.email);
    const member = await addMember(company.email, 'privacy');
    // A paid purchase: its payment and invoice (XML, fiscal data of the company) must outlive the company.
    const jar = await remixSignIn(company.email);
    const started = await buy(jar, 'card_crediti');
    expect(started.status).toBe(303);
    const sessionId = sessionIdOf(started.location);
    await pay(started.location);
    await deliver(signedEvent(await stripe.checkout.sessions.retrieve(sessionId)));
    let invoices: Array<{ id: number }> = [];
    for (let i = 0; i < 50 && invoices.length === 0; i += 1) {
      invoices = await sql<{ id: number }>('SELECT id FROM invoices WHERE checkout_session_id = ?', [
        sessionId,
      ]);
      if (invoices.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(invoices).toHaveLength(1);
    const credits = await companyCredits(company.id);
    const lost = Number(credits.crediti) + Number(credits.crediti_abbonamento ?? 0);

    const preview = await strapi('/api/account/erasure', { jwt });
    expect(preview.body.data).toMatchObject({ kind: 'company', crediti_persi: lost, membri: 1 });
    const since = Date.now();
    const done = await erase(jwt, 'Demo1234!');
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ kind: 'company', crediti_persi: lost });

    expect(await count('hr_companies WHERE id = ?', [company.id])).toBe(0);
    expect(await count('up_users WHERE lower(email) = lower(?)', [company.email])).toBe(0);
    expect(await count('up_users WHERE lower(email) = lower(?)', [member.email])).toBe(0);
    expect(await count('team_members_hr_company_lnk WHERE hr_company_id = ?', [company.id])).toBe(0);
    expect(await count('credit_movements_hr_company_lnk WHERE hr_company_id = ?', [company.id])).toBe(0);
    expect((await signIn(member.email)).status).toBe(400);
    expect((await signIn(company.email)).status).toBe(400);
    const [kept] = await sql<{ xml: string }>('SELECT xml FROM invoices WHERE checkout_session_id = ?', [
      sessionId,
    ]);
    await expect(validateFatturaXml(kept.xml)).resolves.toBeUndefined();
    expect(await count('payments WHERE checkout_session_id = ?', [sessionId])).toBe(1);
    const mail = await waitForMail(company.email, { since, subject: /account è stato eliminato/ });
    expect(mail.text).toContain(`${lost} crediti non usati sono andati persi`);
  });
});
