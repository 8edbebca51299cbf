// With JavaScript the filter form navigates by itself, 200 ms after the last change (defaults dropped from the
// URL). Its fields are uncontrolled: `formKey` remounts them when the URL changes from elsewhere (links,
// back/forward, 'Azzera filtri'), but not after the form's own debounced navigation, which would steal the focus.
import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { formToQuery, type SearchFilters } from '#catalog/search-filters.ts';

export const FILTER_DEBOUNCE_MS = 200;

/** `onOutsideChange`: what the panel resets from the loader's `filters` when the URL changed from elsewhere. */
export function useFilterNavigation(filters: SearchFilters, onOutsideChange: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ownSearch = useRef<string | null>(null);
  const [formKey, setFormKey] = useState(location.search);
  const outside = useRef(onOutsideChange);
  outside.current = onOutsideChange;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (location.search === ownSearch.current) return;
    setFormKey(location.search);
    outside.current();
  }, [location.search, filters]);

  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = formToQuery(new FormData(form) as unknown as URLSearchParams);
      ownSearch.current = query ? `?${query}` : '';
      navigate(query ? `${location.pathname}?${query}` : location.pathname, {
        replace: true,
        preventScrollReset: true,
      });
    }, FILTER_DEBOUNCE_MS);
  };
  return { formKey, schedule };
}
