import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * For a page that shows a notice or a state its own posts may change: every post revalidates its loader, a failed
 * one (4xx/5xx, which Remix's single fetch would not revalidate) too. With JavaScript the page then shows what a
 * form post without it shows, the loader's page after the post: the server's state, and no notice of an earlier
 * post (notice.server.ts).
 */
export const revalidateAfterEveryPost: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? true : defaultShouldRevalidate);

/**
 * A favourite toggle answered `ok` by a fetcher (the card's heart with JavaScript) changes one heart, which the
 * heart shows from the fetcher's own answer (FavouriteToggle): the card page's loader has nothing new to say.
 * Without this every heart click asked the page's loader again, the whole search included (docs/performance.md
 * "Pages per core"). A failed toggle revalidates as usual; the favourites page, whose list loses the card, keeps
 * its loader's revalidation. Root and the company layout keep theirs (a small `/api/me` and the CSRF token): the
 * rule in their chunks would put `/company-info` over its 120 kB JavaScript budget (scripts/check-bundle.mjs).
 */
export const isFavouriteToggle = ({
  formData,
  actionResult,
}: Pick<Parameters<ShouldRevalidateFunction>[0], 'formData' | 'actionResult'>): boolean =>
  formData?.get('intent') === 'favourite' && (actionResult as { ok?: unknown } | undefined)?.ok === true;

/** A card page's revalidation: the default, except after a favourite toggle (isFavouriteToggle). */
export const keepAfterFavouriteToggle: ShouldRevalidateFunction = (args) =>
  isFavouriteToggle(args) ? false : args.defaultShouldRevalidate;
