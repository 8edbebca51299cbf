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
