// The distance group of the filter panel (issue 25): "Entro {10 | 20 | 30 | 50 | 100} km da {comune}", the comune
// chosen with the wizard's picker (province, then its comuni; useComuni), by default the company's work place, and
// "Includi chi è disponibile a trasferirsi". With JavaScript a new province loads its comuni in place and the search
// waits for the comune; without, 'Aggiorna comuni' shows the panel again with the new province's list.
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { DISTANZE_KM, PROVINCE_OPTIONS, type SearchFilters } from '#catalog/common.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { SelectField } from '#app/components/ui/Choice.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useComuni } from '#app/features/geography/useComuni.ts';
import { anagrafica, search as texts } from '#app/texts/index.ts';
import type { DistancePanel } from '../distance.server';
import { DISTANCE_REFRESH } from '../filter-panel';

const RADII = [
  { value: '0', label: texts.distanzaNessuna },
  ...DISTANZE_KM.map((km) => ({ value: String(km), label: texts.distanzaKm(km) })),
];

export function DistanceFilter({
  filters,
  panel,
  open,
}: {
  filters: SearchFilters;
  panel: DistancePanel;
  /** The panel is open: the whole group; closed, only a message about a dropped filter. */
  open: boolean;
}) {
  const hydrated = useHydrated();
  const [provincia, setProvincia] = useState(panel.provincia);
  const fetcher = useComuni(hydrated, panel.provincia, provincia);
  const comuni = fetcher.data?.map((option) => option.value) ?? panel.comuni;
  const changed = provincia !== panel.provincia;
  const error = panel.error ? (
    <p role="alert" className="mb-2 text-sm font-medium text-red-700" data-testid="distance-error">
      {panel.error}
    </p>
  ) : null;
  if (!open) return error ? <div className="mt-3">{error}</div> : null;
  return (
    <fieldset className="mb-4" data-testid="distance-filter">
      <legend className="mb-1 text-sm font-medium text-slate-800">{texts.distanzaLegend}</legend>
      {error}
      <div className="grid gap-x-6 md:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={texts.distanzaRaggio}
          options={RADII}
          selectProps={{ name: 'distanza', defaultValue: String(filters.distanza) }}
        />
        <SelectField
          label={texts.distanzaProvincia}
          options={PROVINCE_OPTIONS}
          placeholder=""
          selectProps={{
            name: 'distanzaProvincia',
            value: provincia,
            // The comune of the old province means nothing in the new one: no search until one is chosen.
            onInput: (event) => event.stopPropagation(),
            onChange: (event) => {
              event.stopPropagation();
              setProvincia(event.currentTarget.value);
            },
          }}
        />
        <div className="relative">
          <SelectField
            key={changed ? `loaded-${provincia}-${fetcher.data ? 1 : 0}` : 'initial'}
            label={texts.distanzaComune}
            options={comuni.map((value) => ({ value, label: value }))}
            placeholder={texts.distanzaScegli}
            selectProps={{
              name: 'distanzaComune',
              defaultValue: changed ? '' : panel.comune,
              disabled: fetcher.state === 'loading',
            }}
          />
          {fetcher.state === 'loading' ? <Spinner label={anagrafica.comuniLoading} /> : null}
        </div>
      </div>
      <label className="check">
        <input type="checkbox" name="distanzaMobili" value="true" defaultChecked={filters.distanzaMobili} />
        {texts.distanzaMobili}
      </label>
      <p className="mt-1 text-sm text-slate-600">{texts.distanzaHelp}</p>
      {hydrated ? null : (
        <Button variant="secondary" name={DISTANCE_REFRESH} value="1" formNoValidate>
          {anagrafica.aggiornaComuni}
        </Button>
      )}
    </fieldset>
  );
}
