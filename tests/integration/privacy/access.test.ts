// Who received my data (issue 41 item 3) and consent on record (item 4), over Strapi's HTTP API: the candidate sees
// the companies that unlocked their contacts, and the export carries them with the visits by company and day and
// every consent; nothing about other candidates. A registration records the versions it accepted; an account whose
// accepted version is older than the current one is asked again (/api/me), and accepting records it.
import { afterEach, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '../../../strapi/src/catalog/privacy';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('privacy-accesso');
afterEach(() => accounts.removeAll());

type Export = {
  sbloccato_da: Array<{ azienda: string; data: string }>;
  visite: Array<{ azienda: string; giorno: string; tipo: string }>;
  alert: unknown[];
  consensi: Array<{ termini: number; privacy: number; origine: string }>;
};

describe('who received my data', () => {
  it('lists the companies that unlocked the candidate, in the page list and the export, and only theirs', async () => {
    const candidate = await accounts.candidate();
    const other = await accounts.candidate();
    const a = await accounts.company();
    const b = await accounts.company();
    const c = await accounts.company();
    for (const company of [a, b, c]) await setCredits(company.id, 3);
    const unlock = async (companyEmail: string, id: number) =>
      expect(
        (
          await strapi(`/api/human-resources/${id}/unlock`, {
            method: 'POST',
            jwt: await jwtFor(companyEmail),
            json: { unlocked: true },
          })
        ).status,
      ).toBe(200);
    await unlock(a.email, candidate.id);
    await unlock(b.email, candidate.id);
    await unlock(c.email, other.id);
    // Company A opens the profile: a visit of the day.
    expect(
      (await strapi(`/api/human-resources/${candidate.id}`, { jwt: await jwtFor(a.email) })).status,
    ).toBe(200);

    const [nameA] = await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [a.id]);
    const [nameB] = await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [b.id]);
    const [nameC] = await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [c.id]);
    const jwt = await jwtFor(candidate.email);
    const list = await strapi('/api/account/unlocked-by', { jwt });
    expect(list.status).toBe(200);
    const aziende = (list.body.data as { aziende: Array<{ azienda: string; data: string }> }).aziende;
    expect(aziende.map((x) => x.azienda).sort()).toEqual([nameA.nome, nameB.nome].sort());
    for (const entry of aziende) expect(Number.isNaN(Date.parse(entry.data))).toBe(false);

    const exported = await strapi('/api/hr-users/me/export', { jwt });
    expect(exported.status).toBe(200);
    const data = exported.body.data as Export;
    expect(data.sbloccato_da.map((x) => x.azienda).sort()).toEqual([nameA.nome, nameB.nome].sort());
    expect(data.visite.filter((v) => v.azienda === nameA.nome).length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(nameC.nome);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(data.consensi).toEqual([
      expect.objectContaining({
        termini: LEGAL_VERSIONS.termini,
        privacy: LEGAL_VERSIONS.privacy,
        origine: 'registrazione_candidato',
      }),
    ]);
    // A company is not a candidate: no such list.
    expect((await strapi('/api/account/unlocked-by', { jwt: await jwtFor(a.email) })).status).toBe(403);
  });
});

describe('consent on record', () => {
  it('records the registration, asks again when the accepted version is older, records the acceptance', async () => {
    const candidate = await accounts.candidate();
    const company = await accounts.company();
    const [row] = await sql<{ origine: string }>(
      `SELECT c.origine FROM consents c JOIN consents_user_lnk l ON l.consent_id = c.id
         JOIN up_users u ON u.id = l.user_id WHERE u.email = ?`,
      [company.email],
    );
    expect(row.origine).toBe('registrazione_azienda');

    const jwt = await jwtFor(candidate.email);
    const me = async () => (await strapi('/api/me', { jwt })).body as { consenso_da_rinnovare: boolean };
    expect((await me()).consenso_da_rinnovare).toBe(false);
    // As if the current terms came out after their acceptance.
    await sql('UPDATE up_users SET termini_accettati = ? WHERE email = ?', [
      LEGAL_VERSIONS.termini - 1,
      candidate.email,
    ]);
    expect((await me()).consenso_da_rinnovare).toBe(true);

    const accept = (body: unknown) => strapi('/api/account/consent', { method: 'POST', jwt, json: body });
    expect((await accept({})).status).toBe(400);
    expect(
      (await accept({ termini: LEGAL_VERSIONS.termini - 1, privacy: LEGAL_VERSIONS.privacy })).status,
    ).toBe(409);
    expect((await me()).consenso_da_rinnovare).toBe(true);
    expect((await accept({ termini: LEGAL_VERSIONS.termini, privacy: LEGAL_VERSIONS.privacy })).status).toBe(
      200,
    );
    expect((await me()).consenso_da_rinnovare).toBe(false);
    const origins = await sql<{ origine: string }>(
      `SELECT c.origine FROM consents c JOIN consents_user_lnk l ON l.consent_id = c.id
         JOIN up_users u ON u.id = l.user_id WHERE u.email = ? ORDER BY c.id`,
      [candidate.email],
    );
    expect(origins.map((o) => o.origine)).toEqual(['registrazione_candidato', 'nuova_versione']);
  });
});
