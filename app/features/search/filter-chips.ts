// The active filters of a card page as removable chips (issue 39 item 7): one per filter value, each the same page's
// URL without that one value (back to page 1), built by the loader from the filters the catalog parsed, with the
// filter panel's own labels (SELECTS, the texts). Shown with the panel open or closed, JavaScript or not: links.
import { DEFAULT_FILTERS, serializeFilters, type SearchFilters } from '#catalog/search-filters.ts';
import { search as texts } from '#app/texts/index.ts';
import { SELECTS } from './FilterPanel/selects';

export type FilterChip = { label: string; href: string };
export type FilterChips = { chips: FilterChip[]; clearHref: string };

const without = <T>(list: readonly T[], value: T) => list.filter((item) => item !== value);

/**
 * `pathname`: the page; `keep`: more of its query that survives every removal (the unlocked list's pipeline filters,
 * the open panel's `pannello=aperto`), already canonical. The bucket is a view, not a filter: it stays.
 */
export function filterChips(filters: SearchFilters, pathname: string, keep = ''): FilterChips {
  const href = (next: Partial<SearchFilters>) => {
    const query = [serializeFilters({ ...filters, ...next, page: 1 }), keep].filter(Boolean).join('&');
    return query ? `${pathname}?${query}` : pathname;
  };
  const chips: FilterChip[] = [];
  const add = (label: string, next: Partial<SearchFilters>) => chips.push({ label, href: href(next) });

  if (filters.residenza) add(texts.residenzaChip(filters.residenza), { residenza: '' });
  if (filters.provincia) add(texts.provinciaChip(filters.provincia), { provincia: '' });
  if (filters.distanza) {
    // Without a radius the serialiser drops the comune, its province and the mobility too: one chip, one removal.
    add(texts.distanzaWords(filters.distanza, filters.distanzaComune, filters.distanzaMobili), {
      distanza: 0,
    });
  }
  for (const { name, label, options } of SELECTS) {
    const value = String(filters[name]);
    if (value === String(DEFAULT_FILTERS[name])) continue;
    const option = options.find((o) => o.value === value);
    add(`${label}: ${option?.label ?? value}`, { [name]: DEFAULT_FILTERS[name] });
  }
  for (const value of filters.aree_di_competenza) {
    add(`${texts.aree}: ${value}`, { aree_di_competenza: without(filters.aree_di_competenza, value) });
  }
  if (filters.scheda_tecnica)
    add(`${texts.schedaTecnica}: ${filters.scheda_tecnica}`, { scheda_tecnica: '' });
  for (const value of filters.conoscenze_informatiche) {
    add(`${texts.conoscenze}: ${value}`, {
      conoscenze_informatiche: without(filters.conoscenze_informatiche, value),
    });
  }
  const clear = [serializeFilters({ ...DEFAULT_FILTERS, bucket: filters.bucket }), keep]
    .filter(Boolean)
    .join('&');
  return { chips, clearHref: clear ? `${pathname}?${clear}` : pathname };
}
