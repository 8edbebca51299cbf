// The comune picker's list loading, shared by the wizard's LocationPicker and the search's DistanceFilter: a module
// of its own, so that the search pages do not bundle the wizard's form code with it.
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';

type Option = { value: string; label: string };

/**
 * The comuni of `provincia` loaded in place (GET /comuni/{sigla}) once it differs from the province the page was
 * rendered with (`initial`); `fetcher.data` is the new list, undefined until one was loaded. Also the distance
 * filter's picker (features/search/FilterPanel/DistanceFilter.tsx).
 */
export function useComuni(active: boolean, initial: string, provincia: string) {
  const fetcher = useFetcher<Option[]>();
  const loaded = useRef(initial);
  useEffect(() => {
    if (!active || loaded.current === provincia) return;
    loaded.current = provincia;
    if (provincia) fetcher.load(`/comuni/${encodeURIComponent(provincia)}`);
  }, [active, provincia, fetcher]);
  return fetcher;
}
