// A company sees the candidates interested in its post as cards without contact data, never one who blacklisted
// the company.
import { beforeAll, describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';
import {
  blacklist,
  jobPostAccounts,
  markInterest,
  postWorld,
  type Post,
  type PostWorld,
} from './job-post-world';

const accounts = jobPostAccounts();
let { a, fan, hater, postId } = {} as PostWorld;

beforeAll(async () => ({ a, fan, hater, postId } = await postWorld(accounts)), 120_000);

describe('job posts: the company side', () => {
  it('lists the interested candidates as cards, never one who blacklisted the company', async () => {
    for (const who of [fan, hater]) await markInterest(postId, who);
    await blacklist(hater, a.piva);
    const cards = (await strapi(`/api/annuncis/${postId}/interessati`, { jwt: a.jwt })).body.data as Array<{
      id: number;
      email?: string;
      telefono?: string;
    }>;
    expect(cards.map((card) => card.id)).toEqual([fan.id]);
    // Cards never carry contact data.
    expect(JSON.stringify(cards)).not.toContain(fan.email);
    expect(JSON.stringify(cards)).not.toContain(fan.telefono);
    expect(((await strapi(`/api/annuncis/${postId}`, { jwt: a.jwt })).body.data as Post).interessati).toBe(1);
  });
});
