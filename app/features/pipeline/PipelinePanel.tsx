// The resource profile's "Selezione" panel (issue 43): an unlocked candidate's stage (who set it, when), the job post
// it is attached to, and the team's notes.
import { formatDateIt } from '#app/lib/date-it.ts';
import { pipeline as texts } from '#app/texts/index.ts';
import { AttachForm, NotesPanel } from './PipelineForms';
import type { JobPostChoice } from './pipeline-form.tsx';
import { StageForm } from './StageForm.tsx';
import type { PipelineActionData, PipelineCandidate, PipelineNote } from './pipeline.server';

export function PipelinePanel({
  candidate,
  notes,
  posts,
  redirectTo,
  pageAnswer,
}: {
  candidate: PipelineCandidate;
  notes: PipelineNote[];
  posts: JobPostChoice[];
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  const id = String(candidate.id);
  return (
    <section
      aria-labelledby="selezione"
      className="panel panel-md panel-flat space-y-4"
      data-testid="pipeline-panel"
    >
      <h2 id="selezione" className="text-xl font-semibold">
        {texts.title}
      </h2>
      <div className="flex flex-wrap gap-6">
        <StageForm candidate={id} fase={candidate.fase} redirectTo={redirectTo} pageAnswer={pageAnswer} />
        <AttachForm
          candidate={id}
          annuncio={candidate.annuncio?.documentId ?? null}
          posts={posts}
          redirectTo={redirectTo}
          pageAnswer={pageAnswer}
        />
      </div>
      {candidate.fase_il ? (
        <p className="text-sm text-slate-600" data-testid="stage-changed">
          {texts.stageBy(candidate.fase_da, formatDateIt(candidate.fase_il))}
        </p>
      ) : null}
      <NotesPanel candidate={id} notes={notes} redirectTo={redirectTo} pageAnswer={pageAnswer} />
    </section>
  );
}
