// "Scarica il CV (PDF)" for the candidate (issue 42 item 5): their own CV, with their contacts, named after them and
// the day; straight from Strapi (the PDF's text read back with pdf.js) and streamed by the Remix route /profilo/cv.
import { beforeAll, describe, expect, it } from 'vitest';
import { cvAccounts, download, expectFullCv, get, remixWorld, strapiWorld, today } from './cv-world';
import type { RemixWorld, StrapiWorld } from './cv-world';

const accounts = cvAccounts('cv-own');

describe('the CV routes of the Remix server', () => {
  let { jars } = {} as RemixWorld;
  beforeAll(async () => ({ jars } = await remixWorld(accounts)), 120_000);

  it("/profilo/cv streams the candidate's own PDF under Strapi's file name", async () => {
    const cv = await get(jars.candidate, '/profilo/cv');
    expect(cv.status).toBe(200);
    expect(cv.type).toBe('application/pdf');
    expect(cv.disposition).toMatch(/^attachment; filename="CV-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('the CV (PDF)', () => {
  let { candidate } = {} as StrapiWorld;
  beforeAll(async () => ({ candidate } = await strapiWorld(accounts)), 120_000);

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
    await expectFullCv(cv.bytes, candidate, 'Saldatore TIG', 'Saldatura');
  });
});
