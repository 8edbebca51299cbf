// A hidden job post leaves the candidates' board and refuses 'Mi interessa' at once; shown again, it is back.
import { beforeAll, describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';
import { board, jobPostAccounts, postWorld, update, type PostWorld } from './job-post-world';

const accounts = jobPostAccounts();
let { a, fan, postId } = {} as PostWorld;

beforeAll(async () => ({ a, fan, postId } = await postWorld(accounts)), 120_000);

describe('job posts: the company side', () => {
  it('a hidden post leaves the board and refuses interest at once; shown again it is back', async () => {
    expect(await board(fan.jwt)).toContain(postId);
    expect((await update(a.jwt, postId, { visibile: false })).status).toBe(200);
    expect(await board(fan.jwt)).not.toContain(postId);
    const refused = await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: fan.jwt });
    expect(refused.status).toBe(404);
    expect((await update(a.jwt, postId, { visibile: true })).status).toBe(200);
    expect(await board(fan.jwt)).toContain(postId);
  });
});
