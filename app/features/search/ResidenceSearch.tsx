// The residence/domicile search (spec 02 §4, §5): 'Città' sets the residenza filter, 'Provincia' the
// provincia filter (at most 2 characters). A GET form carrying the current filters; the loader validates. Its two
// filters show as chips with the others (ActiveFilters.tsx).
import { Form } from '@remix-run/react';
import { Button } from '#app/components/ui/Button.tsx';
import { serializeFilters, type SearchFilters } from '#catalog/search-filters.ts';
import { search as texts } from '#app/texts/index.ts';

export function ResidenceSearch({
  filters,
  error,
  text,
}: {
  filters: SearchFilters;
  error: string | null;
  text: string;
}) {
  const keep = new URLSearchParams(serializeFilters({ ...filters, residenza: '', provincia: '', page: 1 }));
  return (
    <section className="panel panel-flat mb-4">
      <Form method="get" className="flex flex-wrap items-end gap-3" noValidate>
        {[...keep.entries()].map(([key, value], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <fieldset className="flex items-center gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{texts.residenceLegend}</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="ricerca_tipo" value="citta" defaultChecked={!filters.provincia} />
            {texts.residenceCitta}
          </label>
          <label className="flex items-center gap-1">
            <input
              type="radio"
              name="ricerca_tipo"
              value="provincia"
              defaultChecked={Boolean(filters.provincia)}
            />
            {texts.residenceProvincia}
          </label>
        </fieldset>
        <div className="min-w-48 flex-1">
          <label htmlFor="ricerca" className="sr-only">
            {texts.residenceText}
          </label>
          <input
            id="ricerca"
            name="ricerca"
            type="search"
            maxLength={100}
            defaultValue={error ? text : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ricerca-error' : undefined}
            className="block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <Button type="submit">{texts.residenceSubmit}</Button>
      </Form>
      {error ? (
        <p id="ricerca-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
