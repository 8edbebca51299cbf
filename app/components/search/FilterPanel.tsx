// The filter panel of the candidate pages (spec 02 §4): a GET form whose option lists are rendered only while it
// is open (`?pannello=aperto` without JavaScript, a local toggle with it: app/lib/filter-panel.ts). With
// JavaScript every change is submitted after 200 ms of quiet (defaults dropped from the URL); without, the
// 'Applica filtri' button submits it and the loader canonicalises.
import { Form, Link, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import {
  AREE_DI_COMPETENZA,
  BUCKET,
  CONOSCENZE_INFORMATICHE,
  ESPERIENZA,
  ETA_FILTER,
  MOBILITA,
  OCCUPAZIONE,
  PROVINCE_OPTIONS,
  QUALIFICA,
  TITOLO_STUDIO_LEVELS,
} from '#catalog/common';
import { Button, buttonClass } from '~/components/ui/Button';
import { SelectField, type ChoiceOption } from '~/components/ui/Choice';
import { DEFAULT_FILTERS, formToQuery, serializeFilters, type SearchFilters } from '#catalog/search-filters';
import { PANEL_OPEN, PANEL_PARAM } from '~/lib/filter-panel';
import type { DistancePanel } from '~/server/distance.server';
import { DistanceFilter } from './DistanceFilter';
import { search as texts } from '~/texts';

export const FILTER_DEBOUNCE_MS = 200;

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

/** The single-choice filters, in display order; built once, not on every render (the alert wizard picks its own). */
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

export function Checkboxes({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: string[];
  /** A message about the whole group (the alert wizard's 'at least one'). */
  error?: string | null;
}) {
  const selected = new Set(checked);
  const errorId = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {error ? (
        <p id={errorId} role="alert" className="mb-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded border border-slate-200 p-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="check">
            <input type="checkbox" name={name} value={option} defaultChecked={selected.has(option)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterPanel({
  filters,
  showBucket,
  distance,
}: {
  filters: SearchFilters;
  showBucket: boolean;
  distance?: DistancePanel;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [hasAree, setHasAree] = useState(filters.aree_di_competenza.length > 0);
  const [bucket, setBucket] = useState(filters.bucket);
  const schedaRef = useRef<HTMLInputElement>(null);
  // Read from the URL once: with JavaScript the toggle is local state, kept across the panel's own navigations.
  const [open, setOpen] = useState(
    () => new URLSearchParams(location.search).get(PANEL_PARAM) === PANEL_OPEN,
  );
  const toggleParams = new URLSearchParams(location.search);
  if (open) toggleParams.delete(PANEL_PARAM);
  else toggleParams.set(PANEL_PARAM, PANEL_OPEN);
  const toggleQuery = toggleParams.toString();
  const closedQuery = open
    ? ''
    : serializeFilters({
        ...filters,
        bucket: DEFAULT_FILTERS.bucket,
        residenza: '',
        provincia: '',
        page: 1,
      });

  useEffect(() => () => clearTimeout(timer.current), []);

  // The fields are uncontrolled: remount them when the URL changes from elsewhere (links, back/forward,
  // 'Azzera filtri'), but not after our own debounced navigation, which would steal the typing focus.
  const ownSearch = useRef<string | null>(null);
  const [formKey, setFormKey] = useState(location.search);
  useEffect(() => {
    if (location.search === ownSearch.current) return;
    setFormKey(location.search);
    setHasAree(filters.aree_di_competenza.length > 0);
    setBucket(filters.bucket);
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
        <fieldset className="mb-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{texts.bucketLegend}</legend>
          <div className="flex flex-wrap gap-4">
            {BUCKET.map((option) => (
              // Radios: one is always checked, so the bucket cannot be deselected.
              <label key={option.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="bucket"
                  value={option.value}
                  defaultChecked={filters.bucket === option.value}
                />
                {option.label}
              </label>
            ))}
          </div>
          {bucket === 'disponibilita' ? (
            <p className="mt-2 text-sm text-slate-600" data-testid="bucket-note">
              {texts.bucketNote}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <Link
          to={toggleQuery ? `${location.pathname}?${toggleQuery}` : location.pathname}
          preventScrollReset
          replace
          aria-expanded={open}
          aria-controls={open ? 'pannello-filtri' : undefined}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setOpen(!open);
          }}
          className="block font-semibold text-brand-700"
        >
          {open ? texts.collapseFilters : texts.expandFilters}
        </Link>
        {distance ? <DistanceFilter filters={filters} panel={distance} open={open} /> : null}
        {open ? (
          <div id="pannello-filtri">
            <div className="mt-4 grid gap-x-6 md:grid-cols-2 lg:grid-cols-3">
              {SELECTS.map(({ name, label, options }) => (
                <SelectField
                  key={name}
                  label={label}
                  options={options}
                  selectProps={{ name, defaultValue: String(filters[name]) }}
                />
              ))}
            </div>
            <Checkboxes
              legend={texts.aree}
              name="aree_di_competenza"
              options={AREE_DI_COMPETENZA}
              checked={filters.aree_di_competenza}
            />
            {/* Without JavaScript the field is always there; with it, once a competence area is chosen. */}
            {!hydrated || hasAree ? (
              <div className="mb-4">
                <label htmlFor="scheda_tecnica" className="field-label">
                  {texts.schedaTecnica}
                </label>
                <div className="flex gap-2">
                  <input
                    ref={schedaRef}
                    id="scheda_tecnica"
                    name="scheda_tecnica"
                    type="search"
                    maxLength={100}
                    defaultValue={filters.scheda_tecnica}
                    aria-describedby="scheda_tecnica-help"
                    className="block w-full rounded-md border border-slate-300 px-3 py-2"
                  />
                  {hydrated ? (
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      onClick={(event) => {
                        if (schedaRef.current) schedaRef.current.value = '';
                        const form = event.currentTarget.form;
                        if (form) schedule(form);
                      }}
                    >
                      {texts.schedaTecnicaReset}
                    </button>
                  ) : null}
                </div>
                <p id="scheda_tecnica-help" className="mt-1 text-sm text-slate-600">
                  {texts.schedaTecnicaHelp}
                </p>
              </div>
            ) : null}
            <Checkboxes
              legend={texts.conoscenze}
              name="conoscenze_informatiche"
              options={CONOSCENZE_INFORMATICHE}
              checked={filters.conoscenze_informatiche}
            />
          </div>
        ) : (
          // Closed, the panel's filters still travel with the form (bucket change, 'Applica filtri').
          [...new URLSearchParams(closedQuery).entries()].map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))
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
