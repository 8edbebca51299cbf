// `archiviato` cannot be undone: an archived job post cannot be shown or changed again, and leaves the board and
// 'Mi interessa' at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';
import { board, jobPostAccounts, postWorld, update, type Post, type PostWorld } from './job-post-world';

const accounts = jobPostAccounts();
let { a, fan, postId } = {} as PostWorld;

beforeAll(async () => ({ a, fan, postId } = await postWorld(accounts)), 120_000);

describe('job posts: the company side', () => {
  it('archives for good: no un-archiving, no toggle, gone from the board and from interest', async () => {
    expect((await update(a.jwt, postId, { archiviato: true })).status).toBe(200);
    const undo = await update(a.jwt, postId, { archiviato: false });
    expect(undo.status).toBe(400);
    expect((await update(a.jwt, postId, { visibile: true })).status).toBe(400);
    expect((await update(a.jwt, postId, { posizione: 'Di nuovo' })).status).toBe(400);
    expect((await update(a.jwt, postId, { archiviato: 'false' })).status).toBe(400);
    const post = (await strapi(`/api/annuncis/${postId}`, { jwt: a.jwt })).body.data as Post;
    expect(post.archiviato).toBe(true);
    expect(await board(fan.jwt)).not.toContain(postId);
    expect(
      (await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: fan.jwt })).status,
    ).toBe(404);
  });
});
