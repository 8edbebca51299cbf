import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from '~/routes/_company';

type Args = Parameters<typeof shouldRevalidate>[0];
const url = (path: string) => new URL(path, 'http://localhost');
const decide = (from: string, to: string, formMethod?: Args['formMethod']) =>
  shouldRevalidate({
    currentUrl: url(from),
    nextUrl: url(to),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  } as Args);

describe('company layout revalidation (the menu and its /api/me)', () => {
  it('keeps the menu when only the search parameters of the same page change', () => {
    expect(decide('/company-home', '/company-home?bucket=altri')).toBe(false);
    expect(decide('/company-home?bucket=altri', '/company-home?bucket=altri&page=2')).toBe(false);
    expect(decide('/company-home?eta=under35', '/company-home?eta=under35&acquista=7')).toBe(false);
    expect(decide('/company-home', '/company-home?ricerca=MI', 'GET')).toBe(false);
  });

  it('reloads it after an action, on a reload of the same URL and on another page', () => {
    expect(decide('/company-home?acquista=7', '/company-unlocked-profiles', 'POST')).toBe(true);
    expect(decide('/company-home?bucket=altri', '/company-home?bucket=altri&x=1', 'POST')).toBe(true);
    expect(decide('/company-home?bucket=altri', '/company-home?bucket=altri')).toBe(true);
    expect(decide('/company-home', '/company-favorites')).toBe(true);
  });
});
