// Issue 42 item 5: "Scarica il CV (PDF)" against the real test Strapi. The candidate downloads their own CV with
// their contacts; a company gets it only for a candidate it unlocked (404 before, with no contact in the answer),
// a member of its team too, and another company or its member never (404); the PDF's text, read back with pdf.js,
// holds the profile's data; the file name carries the name and the date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { sql } from '../../support/db';
import { pdfText } from '../../support/pdf-text';
import { setCredits } from '../../support/search-db';
import { jwtFor, STRAPI_URL, strapi } from '../../support/strapi';
import { addMember } from '../../support/team';

const accounts = ownAccounts('cv');
afterAll(() => accounts.removeAll());

let candidate: TestCandidate & { jwt: string; nome: string; cognome: string };
let buyer: TestCompany & { jwt: string };
let other: TestCompany & { jwt: string };
let buyerMember: { jwt: string };
let otherMember: { jwt: string };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

const download = async (path: string, jwt?: string) => {
  const response = await fetch(`${STRAPI_URL}${path}`, {
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
    raw: Buffer.from(bytes).toString('latin1'),
  };
};

beforeAll(async () => {
  const own = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  const [row] = await sql<{ nome: string; cognome: string }>(
    'SELECT nome, cognome FROM hr_users WHERE id = ?',
    [own.id],
  );
  candidate = { ...own, jwt: await jwtFor(own.email), nome: row.nome, cognome: row.cognome };
  const a = await accounts.company();
  buyer = { ...a, jwt: await jwtFor(a.email) };
  const b = await accounts.company();
  other = { ...b, jwt: await jwtFor(b.email) };
  buyerMember = await addMember(buyer.email, 'cv-membro');
  otherMember = await addMember(other.email, 'cv-membro');
}, 120_000);

describe('the CV (PDF)', () => {
  it("is the candidate's own, with their contacts, named after them and the day", async () => {
    const cv = await download('/api/hr-users/me/cv', candidate.jwt);
    expect(cv.status).toBe(200);
    expect(cv.type).toBe('application/pdf');
    expect(cv.bytes.length).toBeLessThan(200_000);
    const slug = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-');
    expect(cv.disposition).toBe(
      `attachment; filename="CV-${slug(candidate.nome)}-${slug(candidate.cognome)}-${today()}.pdf"`,
    );
    const { text } = await pdfText(cv.bytes);
    for (const expected of [
      candidate.nome,
      candidate.cognome,
      candidate.email,
      candidate.telefono,
      'Saldatore TIG',
      'Saldatura',
    ])
      expect(text).toContain(expected);
  });

  it('is a 404 for a company that did not unlock, its member, another company and its member', async () => {
    for (const jwt of [buyer.jwt, buyerMember.jwt, other.jwt, otherMember.jwt]) {
      const cv = await download(`/api/human-resources/${candidate.id}/cv`, jwt);
      expect(cv.status).toBe(404);
      expect(cv.type).toContain('application/json');
      expect(cv.raw).not.toContain(candidate.email);
      expect(cv.raw).not.toContain(candidate.telefono);
    }
  });

  it('is the unlocked profile with its contacts for the company that unlocked it and its members, never for another', async () => {
    await setCredits(buyer.id, 1);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: buyer.jwt,
    });
    expect(unlocked.status).toBe(200);
    for (const jwt of [buyer.jwt, buyerMember.jwt]) {
      for (const id of [String(candidate.id), candidate.documentId]) {
        const cv = await download(`/api/human-resources/${id}/cv`, jwt);
        expect(cv.status).toBe(200);
        expect(cv.type).toBe('application/pdf');
        const { text } = await pdfText(cv.bytes);
        for (const expected of [
          candidate.nome,
          candidate.cognome,
          candidate.email,
          candidate.telefono,
          'Saldatore TIG',
        ])
          expect(text).toContain(expected);
      }
    }
    for (const jwt of [other.jwt, otherMember.jwt])
      expect((await download(`/api/human-resources/${candidate.id}/cv`, jwt)).status).toBe(404);
  });

  it('refuses the wrong callers and ids clearly', async () => {
    expect((await download(`/api/human-resources/${candidate.id}/cv`)).status).toBe(403);
    expect((await download(`/api/human-resources/${candidate.id}/cv`, candidate.jwt)).status).toBe(403);
    expect((await download('/api/hr-users/me/cv')).status).toBe(403);
    expect((await download('/api/hr-users/me/cv', buyer.jwt)).status).toBe(403);
    for (const id of ['999999999', 'x'.repeat(41), '%27%3B--'])
      expect((await download(`/api/human-resources/${id}/cv`, buyer.jwt)).status).toBe(404);
  });
});
