// The unlocked list's pipeline filters (issue 43): stage, job post, who unlocked, "I miei"; a GET form, so the filters
// live in the URL and a list can be bookmarked, like the search's. The export links carry the same filters.
import { Form, Link, useLocation } from '@remix-run/react';
import { useId } from 'react';
import { FASE_ETICHETTE, FASI_VISTE, type PipelineFiltri } from '#catalog/pipeline.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { pipeline as texts } from '#app/texts/index.ts';
import { JobPostOptions, type JobPostChoice } from './pipeline-form.tsx';

export function PipelineFilters({
  filtri,
  posts,
  squadra,
  query,
}: {
  filtri: PipelineFiltri;
  posts: JobPostChoice[];
  squadra: Array<{ id: number; nome: string }>;
  /** The current filters as a URL query (the export's links). */
  query: string;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const select = 'block w-full rounded-md border border-slate-300 px-2 py-1';
  return (
    <section
      aria-labelledby={`${id}-t`}
      className="panel panel-md panel-flat mb-4 space-y-3"
      data-testid="pipeline-filters"
    >
      <h2 id={`${id}-t`} className="text-lg font-semibold">
        {texts.filtersTitle}
      </h2>
      <Form method="get" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor={`${id}-fase`} className="block text-sm font-medium">
            {texts.filterStage}
          </label>
          <select id={`${id}-fase`} name="fase" defaultValue={filtri.fase ?? ''} className={select}>
            <option value="">{texts.any}</option>
            {FASI_VISTE.map((fase) => (
              <option key={fase} value={fase}>
                {FASE_ETICHETTE[fase]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-annuncio`} className="block text-sm font-medium">
            {texts.filterJobPost}
          </label>
          <select
            id={`${id}-annuncio`}
            name="annuncio"
            defaultValue={filtri.annuncio ?? ''}
            className={select}
          >
            <JobPostOptions posts={posts} emptyLabel={texts.any} />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-by`} className="block text-sm font-medium">
            {texts.filterBy}
          </label>
          <select
            id={`${id}-by`}
            name="sbloccato_da"
            defaultValue={filtri.sbloccato_da === undefined ? '' : String(filtri.sbloccato_da)}
            className={select}
          >
            <option value="">{texts.any}</option>
            <option value="me">{texts.mine}</option>
            {squadra.map((member) => (
              <option key={member.id} value={member.id}>
                {member.nome}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass('primary')}>
            {texts.applyFilters}
          </button>
          <Link to={pathname} className={buttonClass('secondary')}>
            {texts.clearFilters}
          </Link>
        </div>
      </Form>
      <p className="flex flex-wrap items-center gap-3">
        <Link to={`${pathname}?sbloccato_da=me`} className={buttonClass('link')}>
          {texts.mine}
        </Link>
        <span className="font-medium">{texts.exportTitle}:</span>
        <a
          href={`/esporta-candidati?${['formato=csv', query].filter(Boolean).join('&')}`}
          download
          className={buttonClass('secondary')}
        >
          {texts.exportCsv}
        </a>
        <a
          href={`/esporta-candidati?${['formato=xlsx', query].filter(Boolean).join('&')}`}
          download
          className={buttonClass('secondary')}
        >
          {texts.exportXlsx}
        </a>
      </p>
    </section>
  );
}
