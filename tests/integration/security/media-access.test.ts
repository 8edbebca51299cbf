// Issue 24 item 8: a candidate's picture under /media/* reaches only the candidate and the companies that may see
// that profile (not a company the candidate blacklisted, not another candidate, not anyone with the link); company
// logos stay public. Through the Remix media route, as a browser asks for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { sql } from '../../support/db';
import { solidPng } from '../../support/png';
import { REMIX, cookieHeader, remixSignIn, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('media');
let owner: TestCandidate;
let other: TestCandidate;
let company: TestCompany;
let blacklisted: TestCompany;
let pictureFiles: string[] = [];

beforeAll(async () => {
  [owner, other, company, blacklisted] = await Promise.all([
    accounts.candidate(),
    accounts.candidate(),
    accounts.company(),
    accounts.company(),
  ]);
  const jwt = await jwtFor(owner.email);
  const saved = await strapi('/api/create-profile/update-profile', {
    method: 'PUT',
    jwt,
    json: {
      data: {
        ...validPayload(),
        email: owner.email,
        telefono: owner.telefono,
        blacklisted_pivas: [{ piva: blacklisted.piva }],
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const form = new FormData();
  form.set(
    'files',
    new Blob([new Uint8Array(solidPng(400, [20, 120, 200]))], { type: 'image/png' }),
    'foto.png',
  );
  const uploaded = await strapi('/api/hr-users/me/picture', { method: 'POST', jwt, body: form });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const picture = (uploaded.body.data ?? uploaded.body) as {
    url: string;
    formats?: Record<string, { url: string }> | null;
  };
  pictureFiles = [picture.url, ...Object.values(picture.formats ?? {}).map((format) => format.url)].map(
    (url) => url.replace(/^\/uploads\//, ''),
  );
}, 60_000);
afterAll(() => accounts.removeAll());

async function media(file: string, jar: Jar | null) {
  const response = await fetch(`${REMIX}/media/${file}`, {
    headers: jar ? { Cookie: cookieHeader(jar) } : {},
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('cache-control') ?? '' };
}

describe('/media/*', () => {
  it("a candidate's picture: the candidate and companies that may see the profile, nobody else", async () => {
    expect(pictureFiles.length).toBeGreaterThan(0);
    const jars = {
      owner: await remixSignIn(owner.email),
      company: await remixSignIn(company.email),
      otherCandidate: await remixSignIn(other.email),
      blacklistedCompany: await remixSignIn(blacklisted.email),
    };
    const counts: Record<string, number> = {};
    for (const file of pictureFiles) {
      const anonymous = await media(file, null);
      const seen = {
        anonymous: anonymous.status,
        owner: (await media(file, jars.owner)).status,
        company: (await media(file, jars.company)).status,
        otherCandidate: (await media(file, jars.otherCandidate)).status,
        blacklistedCompany: (await media(file, jars.blacklistedCompany)).status,
      };
      expect(seen, file).toEqual({
        anonymous: 404,
        owner: 200,
        company: 200,
        otherCandidate: 404,
        blacklistedCompany: 404,
      });
      expect((await media(file, jars.owner)).cache).toMatch(/^private/);
      for (const [who, status] of Object.entries(seen))
        counts[who] = (counts[who] ?? 0) + (status === 200 ? 1 : 0);
    }
    console.info(`[media] ${pictureFiles.length} picture files served to: ${JSON.stringify(counts)}`);
  });

  it('company logos stay public', async () => {
    const [logo] = await sql<{ url: string }>(
      `SELECT f.url AS url FROM files f JOIN files_related_mph r ON r.file_id = f.id
       WHERE r.related_type = 'api::hr-company.hr-company' AND r.field = 'logo' ORDER BY f.id LIMIT 1`,
    );
    expect(logo, 'a seeded company with a logo').toBeDefined();
    const answer = await media(logo.url.replace(/^\/uploads\//, ''), null);
    expect(answer.status).toBe(200);
    expect(answer.cache).toMatch(/^public/);
  });

  it('unknown and malformed names answer 404', async () => {
    for (const file of ['nessuno.png', '..%2Fpackage.json', 'a%00b.png']) {
      expect((await media(file, null)).status).toBe(404);
    }
  });
});
