// Each company reaches only its own job posts: another company's post is a 404 straight to Strapi and through Remix,
// a filter in the query does not widen the list, and nothing it posts changes the post.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../support/db';
import { REMIX, cookieHeader, remixSession } from '../../support/remix';
import { strapi } from '../../support/strapi';
import {
  jobPostAccounts,
  postWorld,
  remixPost,
  update,
  valid,
  type JobPostCompany,
  type Post,
  type PostWorld,
} from './job-post-world';

const accounts = jobPostAccounts();
let { a, postId } = {} as PostWorld;
let b: JobPostCompany;

beforeAll(async () => {
  ({ a, postId } = await postWorld(accounts));
  b = await accounts.company('jp-b');
}, 120_000);

describe('job posts: the company side', () => {
  it('company B can neither read, edit, hide, archive nor list A’s post or its interested candidates', async () => {
    expect((await strapi(`/api/annuncis/${postId}`, { jwt: b.jwt })).status).toBe(404);
    expect((await strapi(`/api/annuncis/${postId}/interessati`, { jwt: b.jwt })).status).toBe(404);
    expect((await update(b.jwt, postId, { posizione: 'Rubato' })).status).toBe(404);
    expect((await update(b.jwt, postId, { visibile: false })).status).toBe(404);
    expect((await update(b.jwt, postId, { archiviato: true })).status).toBe(404);
    const listB = (await strapi('/api/annuncis', { jwt: b.jwt })).body.data as Post[];
    expect(listB.map((p) => p.documentId)).not.toContain(postId);
    // A filter in the query does not widen the list.
    const filtered = (await strapi(`/api/annuncis?filters[hr_company][id]=${a.id}`, { jwt: b.jwt })).body
      .data as Post[];
    expect(filtered.map((p) => p.documentId)).not.toContain(postId);
    expect(
      ((await strapi('/api/annuncis', { jwt: a.jwt })).body.data as Post[]).map((p) => p.documentId),
    ).toContain(postId);

    // Through Remix: the page is a 404, the posts change nothing.
    const sessionB = await remixSession(b.email, '/company-job-posts');
    const page = await fetch(`${REMIX}/company-job-posts/${postId}`, {
      headers: { Cookie: cookieHeader(sessionB.jar) },
    });
    expect(page.status).toBe(404);
    const attempts: Array<Record<string, string>> = [
      { intent: 'visibility', visibile: 'false' },
      { intent: 'archive' },
      { intent: 'edit', ...valid, posizione: 'Rubato' },
    ];
    for (const fields of attempts) {
      expect((await remixPost(sessionB, `/company-job-posts/${postId}`, fields)).status).toBe(404);
    }
    const [stored] = await sql<{ posizione: string; visibile: unknown; archiviato: unknown }>(
      'SELECT posizione, visibile, archiviato FROM annuncis WHERE document_id = ?',
      [postId],
    );
    expect(stored.posizione).toBe('Operatore CNC');
    expect(Boolean(stored.visibile)).toBe(true);
    expect(Boolean(stored.archiviato)).toBe(false);
  });
});
