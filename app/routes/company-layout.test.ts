import { describe, expect, it } from 'vitest';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';
import { shouldRevalidate } from '#app/routes/_company.tsx';

type Args = Parameters<typeof shouldRevalidate>[0];
const url = (path: string) => new URL(path, 'http://localhost');
const decide = (
  from: string,
  to: string,
  formMethod?: Args['formMethod'],
  more: Partial<Pick<Args, 'formData' | 'actionResult'>> = {},
) =>
  shouldRevalidate({
    currentUrl: url(from),
    nextUrl: url(to),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
    ...more,
  } as Args);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

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

  it("keeps the card page's loader after a favourite toggle that worked, not after one that failed or another post", () => {
    const heart = form({ intent: 'favourite', id: '7', favourite: 'true', _fetcher: '1' });
    expect(keepAfterFavouriteToggle(args(heart, { ok: true, isFavourite: true }))).toBe(false);
    expect(keepAfterFavouriteToggle(args(heart, { ok: false, message: 'x' }))).toBe(true);
    expect(keepAfterFavouriteToggle(args(form({ intent: 'unlock', id: '7' }), { ok: true }))).toBe(true);
    // The layout (its menu and credit) still revalidates after every post, a heart's included.
    expect(
      decide('/company-home', '/company-home', 'POST', { formData: heart, actionResult: { ok: true } }),
    ).toBe(true);
  });
});

const args = (formData: FormData, actionResult: unknown) =>
  ({
    currentUrl: url('/company-home'),
    nextUrl: url('/company-home'),
    currentParams: {},
    nextParams: {},
    formMethod: 'POST',
    formData,
    actionResult,
    defaultShouldRevalidate: true,
  }) as Args;
