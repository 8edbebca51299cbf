// An alert filter set (spec 02 §3) in words, for the alert cards of /company-foryou: one line per filter that
// restricts (the default 'Tutti' is left out), labelled as in the search's filter panel.
import { PROVINCE_OPTIONS, TITOLO_STUDIO_LEVELS } from '#catalog/common.ts';
import { isSet, type AlertFilters } from '#catalog/search-filters.ts';
import { search } from '#app/texts/index.ts';

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
