// The active filters above the results (issue 39 item 7): a link per filter value that removes it, and one that
// removes them all; the loader builds them (filter-chips.ts), so they are plain links with JavaScript or without.
import { Link } from '@remix-run/react';
import { search as texts } from '#app/texts/index.ts';
import type { FilterChips } from './filter-chips';

export function ActiveFilters({ chips, clearHref }: FilterChips) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={texts.activeFilters} className="mb-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.label} className="max-w-full">
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={texts.removeFilter(chip.label)}
              className="inline-flex max-w-full items-center gap-1 break-words rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900 hover:bg-brand-200"
            >
              <span className="min-w-0">{chip.label}</span> <span aria-hidden="true">✕</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={clearHref} preventScrollReset className="text-sm font-semibold text-brand-700 underline">
            {texts.removeAllFilters}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
