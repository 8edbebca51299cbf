// A job post's pipeline (issue 43): its interested and attached candidates that the company unlocked, by stage, each
// with who moved it and the team's last note; the interested candidates still to unlock are counted.
import { Link } from '@remix-run/react';
import { FASE_ETICHETTE } from '#catalog/pipeline.ts';
import type { JobPostPipelineResponse } from '#contracts/pipeline.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { pipeline as texts } from '#app/texts/index.ts';
import { StageForm } from './StageForm.tsx';
import type { PipelineActionData } from './pipeline.server';

export function JobPostPipeline({
  pipeline,
  redirectTo,
  pageAnswer,
}: {
  pipeline: JobPostPipelineResponse['data'];
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  return (
    <section className="mt-10" aria-labelledby="pipeline-annuncio" data-testid="job-post-pipeline">
      <h2 id="pipeline-annuncio" className="text-xl font-semibold">
        {texts.pipelineTitle}
      </h2>
      {pipeline.da_sbloccare.length ? (
        <p className="mt-2 text-slate-700">{texts.toUnlock(pipeline.da_sbloccare.length)}</p>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {pipeline.fasi.map(({ fase, candidati }) => (
          <section
            key={fase}
            aria-labelledby={`fase-${fase}`}
            className="panel panel-md panel-flat"
            data-testid={`pipeline-fase-${fase}`}
          >
            <h3 id={`fase-${fase}`} className="font-semibold">
              {FASE_ETICHETTE[fase]} ({candidati.length})
            </h3>
            {candidati.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{texts.pipelineEmpty}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {candidati.map((c) => (
                  <li
                    key={c.id}
                    className="break-words border-t border-slate-200 pt-2"
                    data-testid="pipeline-candidate"
                  >
                    <Link to={`/resource-profile/${c.id}`} className="font-medium underline">
                      {c.nome} {c.cognome}
                    </Link>
                    {c.fase_il ? (
                      <p className="text-sm text-slate-600">
                        {texts.stageBy(c.fase_da, formatDateIt(c.fase_il))}
                      </p>
                    ) : null}
                    {c.ultima_nota ? (
                      <p className="text-sm">
                        <span className="font-medium">{texts.lastNote}: </span>
                        <span className="whitespace-pre-wrap">{c.ultima_nota.testo}</span>
                        <span className="text-slate-600">
                          {' '}
                          ({texts.noteBy(c.ultima_nota.autore, formatDateIt(c.ultima_nota.scritta_il))})
                        </span>
                      </p>
                    ) : null}
                    <StageForm
                      candidate={String(c.id)}
                      fase={c.fase}
                      redirectTo={redirectTo}
                      pageAnswer={pageAnswer}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
