// The filter panel of the candidate pages (spec 02 §4): a GET form whose option lists are rendered only while it
// is open (`?pannello=aperto` without JavaScript, a local toggle with it: app/features/search/filter-panel.ts).
// With JavaScript every change is submitted after 200 ms of quiet (useFilterNavigation.ts); without, the
// 'Applica filtri' button submits it and the loader canonicalises. One component per group it renders: the
// bucket, the toggle, the commuting distance, the selects, the checkbox groups, the technical sheet's text, the
// closed panel's fields.
import { Form, useLocation } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AREE_DI_COMPETENZA, CONOSCENZE_INFORMATICHE } from '#catalog/common.ts';
import type { SearchFilters } from '#catalog/search-filters.ts';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { search as texts } from '#app/texts/index.ts';
import type { DistancePanel } from '../distance.server';
import { PANEL_OPEN, PANEL_PARAM } from '../filter-panel';
import { BucketChoice } from './BucketChoice';
import { Checkboxes } from './Checkboxes';
import { ClosedFilters } from './ClosedFilters';
import { DistanceFilter } from './DistanceFilter';
import { PanelToggle } from './PanelToggle';
import { SchedaTecnicaFilter } from './SchedaTecnicaFilter';
import { SelectFilters } from './SelectFilters';
import { useFilterNavigation } from './useFilterNavigation';

export function FilterPanel({
  filters,
  showBucket,
  distance,
}: {
  filters: SearchFilters;
  showBucket: boolean;
  /** The distance group (issue 25): on the card pages whose loader checked the distance filter. */
  distance?: DistancePanel;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [hasAree, setHasAree] = useState(filters.aree_di_competenza.length > 0);
  const [bucket, setBucket] = useState(filters.bucket);
  // Read from the URL once: with JavaScript the toggle is local state, kept across the panel's own navigations.
  const [open, setOpen] = useState(
    () => new URLSearchParams(location.search).get(PANEL_PARAM) === PANEL_OPEN,
  );
  const { formKey, schedule } = useFilterNavigation(filters, () => {
    setHasAree(filters.aree_di_competenza.length > 0);
    setBucket(filters.bucket);
  });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    setHasAree(data.getAll('aree_di_competenza').length > 0);
    setBucket(data.get('bucket') === 'altri' ? 'altri' : 'disponibilita');
    if (hydrated) schedule(form);
  };

  return (
    <Form
      key={formKey}
      method="get"
      onChange={onChange}
      onInput={onChange}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        schedule(event.currentTarget);
      }}
      className="mb-6"
      aria-label={texts.expandFilters}
    >
      <input type="hidden" name="residenza" value={filters.residenza} />
      <input type="hidden" name="provincia" value={filters.provincia} />
      {showBucket ? (
        <BucketChoice
          initial={filters.bucket}
          current={bucket}
          sede={distance?.sede?.comune ?? null}
          origine={distance?.origine ?? null}
        />
      ) : null}
      <div className="panel panel-flat">
        <PanelToggle open={open} onToggle={hydrated ? () => setOpen(!open) : null} />
        {distance ? <DistanceFilter filters={filters} panel={distance} open={open} /> : null}
        {open ? (
          <div id="pannello-filtri">
            <SelectFilters filters={filters} />
            <Checkboxes
              legend={texts.aree}
              name="aree_di_competenza"
              options={AREE_DI_COMPETENZA}
              checked={filters.aree_di_competenza}
            />
            {!hydrated || hasAree ? (
              <SchedaTecnicaFilter value={filters.scheda_tecnica} onReset={hydrated ? schedule : null} />
            ) : null}
            <Checkboxes
              legend={texts.conoscenze}
              name="conoscenze_informatiche"
              options={CONOSCENZE_INFORMATICHE}
              checked={filters.conoscenze_informatiche}
            />
          </div>
        ) : (
          <ClosedFilters filters={filters} />
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        {hydrated ? null : <Button type="submit">{texts.applyFilters}</Button>}
        <a href={location.pathname} className={buttonClass('link')}>
          {texts.resetFilters}
        </a>
      </div>
    </Form>
  );
}
