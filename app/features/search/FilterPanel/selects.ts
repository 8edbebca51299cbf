// The single-choice filters of the search, in display order, with their options ('Tutti' first where the spec
// has it); built once, not on every render. The alert wizard's step 2 picks its own from them.
import {
  ESPERIENZA,
  ETA_FILTER,
  MOBILITA,
  OCCUPAZIONE,
  PROVINCE_OPTIONS,
  QUALIFICA,
  TITOLO_STUDIO_LEVELS,
} from '#catalog/common.ts';
import type { SearchFilters } from '#catalog/search-filters.ts';
import type { ChoiceOption } from '#app/components/ui/Choice.tsx';
import { search as texts } from '#app/texts/index.ts';

const ALL: ChoiceOption = { value: 'all', label: texts.all };
const withAll = (options: readonly (string | ChoiceOption)[]): ChoiceOption[] => [
  ALL,
  ...options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
];
const SI_NO_ALL = withAll([
  { value: 'si', label: texts.si },
  { value: 'no', label: texts.no },
]);

type SelectName = {
  [K in keyof SearchFilters]: SearchFilters[K] extends string | number ? K : never;
}[Exclude<keyof SearchFilters, 'page'>];

export const SELECTS: ReadonlyArray<{ name: SelectName; label: string; options: readonly ChoiceOption[] }> = [
  { name: 'eta', label: texts.eta, options: ETA_FILTER },
  {
    name: 'titoloStudio',
    label: texts.titoloStudio,
    options: TITOLO_STUDIO_LEVELS.map((o) => ({ value: String(o.value), label: o.label })),
  },
  { name: 'esperienza', label: texts.esperienza, options: withAll(ESPERIENZA) },
  { name: 'luogoLavoro', label: texts.luogoLavoro, options: withAll(PROVINCE_OPTIONS) },
  { name: 'occupazione', label: texts.occupazione, options: withAll(OCCUPAZIONE) },
  { name: 'mobilita', label: texts.mobilita, options: withAll(MOBILITA) },
  { name: 'qualifica', label: texts.qualifica, options: withAll(QUALIFICA) },
  { name: 'incentivi', label: texts.incentivi, options: SI_NO_ALL },
  { name: 'categoriaProtetta', label: texts.categoriaProtetta, options: SI_NO_ALL },
  { name: 'automunito', label: texts.automunito, options: SI_NO_ALL },
];
