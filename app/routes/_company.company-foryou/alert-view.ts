// An alert filter set (spec 02 §3) in words, for the alert cards of /company-foryou: one line per filter that
// restricts (the default 'Tutti' is left out), labelled as in the search's filter panel.
import { PROVINCE_OPTIONS, TITOLO_STUDIO_LEVELS } from '#catalog/common.ts';
import { isSet, type AlertFilters } from '#catalog/search-filters.ts';
import { search } from '#app/texts/index.ts';
import { alerts } from '#app/texts/alerts.ts';

export type AlertLine = { label: string; value: string };

export function describeAlert(alert: AlertFilters): AlertLine[] {
  const lines: AlertLine[] = [{ label: search.aree, value: alert.aree_di_competenza.join(', ') }];
  if (isSet(alert.luogoLavoro)) {
    const provincia = PROVINCE_OPTIONS.find((option) => option.value === alert.luogoLavoro);
    lines.push({ label: search.luogoLavoro, value: provincia?.label ?? alert.luogoLavoro });
  }
  if (alert.titoloStudio !== 0) {
    const level = TITOLO_STUDIO_LEVELS.find((option) => option.value === alert.titoloStudio);
    lines.push({ label: search.titoloStudio, value: level?.label ?? String(alert.titoloStudio) });
  }
  if (isSet(alert.esperienza)) lines.push({ label: search.esperienza, value: alert.esperienza });
  if (isSet(alert.qualifica)) lines.push({ label: search.qualifica, value: alert.qualifica });
  if (isSet(alert.categoriaProtetta)) {
    lines.push({
      label: search.categoriaProtetta,
      value: alert.categoriaProtetta === 'si' ? search.si : search.no,
    });
  }
  if (alert.distanza) {
    lines.push({
      label: search.distanzaLegend,
      value: search.distanzaWords(alert.distanza, alert.distanzaComune, alert.distanzaMobili),
    });
  }
  return lines;
}

/** The names of the filters Strapi's count relaxes (`senza`), as in the filter panel. */
const FILTER_NAMES: Record<string, string> = {
  luogoLavoro: search.luogoLavoro,
  titoloStudio: search.titoloStudio,
  esperienza: search.esperienza,
  qualifica: search.qualifica,
  categoriaProtetta: search.categoriaProtetta,
  distanza: search.distanzaLegend,
};

/**
 * Step 2's count in words (issue 39 item 7): how many profiles the alert would find today and, when none, the
 * filters whose reset would find the most (at most two); a protected-category filter is always said to restrict.
 */
export function describeCount(
  count: { count: number; capped: boolean; senza: Array<{ filtro: string; count: number; capped: boolean }> },
  alert: AlertFilters,
): { total: string; hints: string[] } {
  const hints: string[] = [];
  if (alert.categoriaProtetta === 'si')
    hints.push(alerts.categoriaProtettaHint(`${search.categoriaProtetta}: ${search.si}`));
  if (count.count === 0) {
    const helpful = count.senza.filter((s) => s.count > 0 && FILTER_NAMES[s.filtro]).slice(0, 2);
    for (const s of helpful) hints.push(alerts.countWithout(FILTER_NAMES[s.filtro], s.count, s.capped));
    if (helpful.length === 0) hints.push(alerts.countNoSingleFilter);
  }
  return { total: alerts.countToday(count.count, count.capped), hints };
}
