// 'Precedente' / 'Pagina N' / 'Successiva' as plain links, so paging works without JavaScript. Pages know only
// whether a next page exists (no total count: decisions.md "Issue 6").
import { Link } from '@remix-run/react';
import { search as texts } from '#app/texts/index.ts';

export function Pagination({
  page,
  hasNext,
  href,
}: {
  page: number;
  hasNext: boolean;
  href: (page: number) => string;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={texts.pagination} className="mt-6 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {texts.previous}
        </Link>
      ) : null}
      <span>{texts.page(page)}</span>
      {hasNext ? (
        <Link to={href(page + 1)} rel="next">
          {texts.next}
        </Link>
      ) : null}
    </nav>
  );
}
