// The distance filter of the card pages (issue 25): what the loader checks before the search (a radius outside the
// list, a comune that is not one of the province's: the filter is dropped, the panel says why, the other filters
// apply) and what the panel's comune picker needs (the company's work place as the default, the comuni of the
// province shown, so that the picker works without JavaScript).
import { distanceRadiusInvalid, workPlaceOf, type SearchFilters } from '#catalog/common.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { search as texts } from '#app/texts/index.ts';
import { comunePoint, comuniByProvincia } from '#app/features/geography/geography.server.ts';

export type DistancePanel = {
  /** The company's work place when it is an ISTAT comune: the default origin. */
  sede: { provincia: string; comune: string } | null;
  /** The picker's province and comune as shown, and the comuni of that province. */
  provincia: string;
  comune: string;
  comuni: string[];
  error: string | null;
  /**
   * The comune the cards' distances are measured from (issue 39 item 4): the distance filter's, else the work
   * place; null when neither resolves. The bucket's note names it.
   */
  origine: string | null;
};

/**
 * The filters the search may use, and why the distance was dropped. `params`: the request's query as typed (the
 * parsed filters have already lost a radius outside the list).
 */
export function checkDistance(params: URLSearchParams, filters: SearchFilters) {
  let error: string | null = null;
  if (distanceRadiusInvalid(params)) error = texts.distanzaRaggioInvalid;
  else if (
    filters.distanza &&
    filters.distanzaComune &&
    !comunePoint(filters.distanzaComune, filters.distanzaProvincia)
  )
    error = texts.distanzaComuneInvalid(filters.distanzaComune, filters.distanzaProvincia);
  return { filters: error ? { ...filters, distanza: 0 as const } : filters, error };
}

/**
 * After the picker's 'Aggiorna comuni' (JavaScript off): the comune is kept when it is one of the province's, else
 * cleared, so that the province's list shows with nothing chosen. (The button is also the form's first submit
 * button, which Enter in a text field presses: then nothing changed and the filters apply as they are.)
 */
export const afterComuniRefresh = <T extends Pick<SearchFilters, 'distanzaComune' | 'distanzaProvincia'>>(
  values: T,
): T =>
  comunePoint(values.distanzaComune, values.distanzaProvincia) ? values : { ...values, distanzaComune: '' };

const namesOfList = new WeakMap<ReadonlyArray<{ value: string }>, string[]>();

/** The names of a province's comuni, one array per province for the process (the catalog's lists never change). */
function comuneNames(provincia: string): string[] {
  const list = comuniByProvincia(provincia);
  let names = namesOfList.get(list);
  if (!names) {
    names = list.map((c) => c.value);
    namesOfList.set(list, names);
  }
  return names;
}

/** What the panel's distance group shows. */
export function distancePanel(
  filters: SearchFilters,
  company: HrCompany | null,
  error: string | null,
): DistancePanel {
  const place = workPlaceOf((company ?? {}) as Parameters<typeof workPlaceOf>[0]);
  const point = comunePoint(place.citta, place.provincia);
  const sede = point ? { provincia: point.sigla, comune: point.nome } : null;
  const provincia = filters.distanzaProvincia || sede?.provincia || '';
  const comune = filters.distanzaComune || (sede && provincia === sede.provincia ? sede.comune : '');
  const chosen =
    filters.distanza && filters.distanzaComune
      ? comunePoint(filters.distanzaComune, filters.distanzaProvincia)
      : null;
  return {
    sede,
    provincia,
    comune,
    origine: chosen?.nome ?? sede?.comune ?? null,
    comuni: comuneNames(provincia),
    // Without a comune of its own the filter measures from the work place: none, no filter (Strapi ignores it).
    error: error ?? (filters.distanza && !filters.distanzaComune && !sede ? texts.distanzaSenzaSede : null),
  };
}
