// The search as a company's client sees it (issue 6), for the search, unlock, favourites and blacklist tests: one
// page of cards, and the candidates a company could still buy.
import { expect } from 'vitest';
import { strapi } from './strapi';

export type Card = {
  id: number;
  documentId: string;
  unlocked: boolean;
  isFavourite: boolean;
  data_sblocco: string | null;
  esclusiva: string | null;
};
export type Page = { data: Card[]; meta: { pagination: { page: number; hasNext: boolean } } };

export const search = async (jwt: string, query = '') => {
  const { status, body } = await strapi(`/api/human-resources${query}`, { jwt });
  expect(status).toBe(200);
  return body as unknown as Page;
};

/** Candidates this company could buy: not unlocked yet, no running exclusivity of another company. */
export const buyable = async (jwt: string, count: number) => {
  const ids: number[] = [];
  for (const bucket of ['disponibilita', 'altri']) {
    for (let page = 1; ids.length < count && page <= 5; page += 1) {
      const { data } = await search(jwt, `?bucket=${bucket}&page=${page}`);
      ids.push(...data.filter((c) => !c.unlocked && !c.esclusiva).map((c) => c.id));
    }
  }
  return ids.slice(0, count);
};
