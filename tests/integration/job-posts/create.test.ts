// A company publishes a job post for its own company only (the body's hr_company is ignored), judged by the shared
// rules (strapi/src/catalog/job-post-rules.ts); without 'Promuovi ricerca' nothing is published.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../support/db';
import { jwtFor } from '../../support/strapi';
import { create, jobPostAccounts, valid, type JobPostCompany, type Post } from './job-post-world';
import { createTestCompany } from '../../support/company';

const accounts = jobPostAccounts();
let a: JobPostCompany;
let b: JobPostCompany;
let idle: string;

beforeAll(async () => {
  a = await accounts.company('jp-a');
  b = await accounts.company('jp-b');
  idle = await accounts.own(createTestCompany('jp-idle'));
}, 120_000);

describe('job posts: the company side', () => {
  it('creates a post for the caller’s own company, judged by the shared rules', async () => {
    // The body's hr_company is ignored: the post belongs to the caller.
    const created = await create(a.jwt, { ...valid, hr_company: b.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body.data as Post;
    expect(post).toMatchObject({
      posizione: 'Operatore CNC',
      visibile: true,
      archiviato: false,
      interessati: 0,
    });
    const [row] = await sql<{ company: number }>(
      `SELECT l.hr_company_id AS company FROM annuncis p JOIN annuncis_hr_company_lnk l ON l.annunci_id = p.id
       WHERE p.document_id = ?`,
      [post.documentId],
    );
    expect(Number(row.company)).toBe(a.id);

    const missing = await create(a.jwt, { ...valid, posizione: '  ' });
    expect(missing.status).toBe(400);
    expect((missing.body.error as { details: { errors: unknown } }).details.errors).toEqual({
      posizione: 'required',
    });
    const leaky = await create(a.jwt, { ...valid, benefits: 'scrivete a hr@azienda.it', residenza: 'ZZ' });
    expect((leaky.body.error as { details: { errors: unknown } }).details.errors).toEqual({
      benefits: 'noEmail',
      residenza: 'invalidOption',
    });
    expect((await create(a.jwt, { ...valid, posizione: 'x'.repeat(121) })).status).toBe(400);
    // Without 'Promuovi ricerca' nothing is published.
    expect((await create(await jwtFor(idle), valid)).status).toBe(403);
  });
});
