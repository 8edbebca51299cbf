// The pipeline's forms (issue 43), the same markup with and without JavaScript: a stage select, the job post a
// candidate is attached to, a note's add, edit and delete. With JavaScript each is a fetcher that stays in place
// (the stage shows the chosen value at once and the page's data is read again); without, a post that redirects back.
// Every form posts to the page it is on, whose action hands the `pipeline-*` intents to pipelineAction.
import { useId } from 'react';
import { NOTA_MAX } from '#catalog/pipeline.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import { pipeline as texts } from '#app/texts/index.ts';
import type { PipelineActionData, PipelineNote } from './pipeline.server';

import { Hidden, JobPostOptions, refusalOf, usePipelineForm, type JobPostChoice } from './pipeline-form.tsx';

/** A note's text and, after a refused post, its message (the text the user typed is kept). */
function NoteText({
  id,
  defaultValue,
  refusal,
}: {
  id: string;
  defaultValue: string;
  refusal: { message?: string } | null;
}) {
  return (
    <>
      <textarea
        id={id}
        name="testo"
        required
        maxLength={NOTA_MAX}
        rows={3}
        defaultValue={defaultValue}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-err` : undefined}
        className="w-full rounded-md border border-slate-300 p-2"
      />
      {refusal ? (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-700">
          {refusal.message}
        </p>
      ) : null}
    </>
  );
}

/** "Aggiungi all'annuncio": the job post the candidate is attached to, among the company's. */
export function AttachForm({
  candidate,
  annuncio,
  posts,
  redirectTo,
  pageAnswer,
}: {
  candidate: string;
  annuncio: string | null;
  posts: JobPostChoice[];
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  const { fetcher, hydrated, FormTag } = usePipelineForm();
  const id = useId();
  const refusal = refusalOf(fetcher.data ?? pageAnswer, 'pipeline-annuncio', candidate);
  return (
    // min-w-0 and max-w-full down to the select: a job post's long title would make the select, and the page, wider
    // than a phone (a flex item is never narrower than its content unless told).
    <FormTag
      method="post"
      action={redirectTo.split('?')[0]}
      className="flex min-w-0 max-w-full flex-wrap items-end gap-2"
    >
      <Hidden intent="pipeline-annuncio" candidate={candidate} redirectTo={redirectTo} hydrated={hydrated} />
      <div className="min-w-0 max-w-full">
        <label htmlFor={id} className="block text-sm font-medium">
          {texts.jobPost}
        </label>
        <select
          id={id}
          name="annuncio"
          defaultValue={annuncio ?? ''}
          className="max-w-full rounded-md border border-slate-300 px-2 py-1"
        >
          <JobPostOptions posts={posts} emptyLabel={texts.noJobPost} />
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        {texts.attach}
      </button>
      {refusal ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {refusal.message}
        </p>
      ) : null}
    </FormTag>
  );
}

/** A note as the team reads it; its author and the titolare get its edit and delete forms. */
function NoteItem({
  note,
  candidate,
  redirectTo,
  pageAnswer,
}: {
  note: PipelineNote;
  candidate: string;
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  const edit = usePipelineForm();
  const remove = usePipelineForm();
  const id = useId();
  const refusal = refusalOf(
    edit.fetcher.data ?? pageAnswer,
    'pipeline-nota-modifica',
    candidate,
    String(note.id),
  );
  if (remove.fetcher.formData) return null;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="pipeline-note">
      <p className="whitespace-pre-wrap break-words">{note.testo}</p>
      <p className="mt-1 text-sm text-slate-600">
        {texts.noteBy(note.autore, formatDateIt(note.scritta_il))}{' '}
        {note.modificata_il ? texts.noteEdited : null}
      </p>
      {note.modificabile ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm underline">{texts.noteEditLabel}</summary>
          <edit.FormTag method="post" action={redirectTo.split('?')[0]} className="mt-2 space-y-2">
            <Hidden
              intent="pipeline-nota-modifica"
              candidate={candidate}
              redirectTo={redirectTo}
              hydrated={edit.hydrated}
            />
            <input type="hidden" name="nota" value={note.id} />
            <label htmlFor={id} className="sr-only">
              {texts.noteEditLabel}
            </label>
            <NoteText id={id} defaultValue={refusal?.testo ?? note.testo} refusal={refusal} />
            <button type="submit" className={buttonClass('secondary')}>
              {texts.noteSave}
            </button>
          </edit.FormTag>
          <remove.FormTag method="post" action={redirectTo.split('?')[0]} className="mt-2">
            <Hidden
              intent="pipeline-nota-elimina"
              candidate={candidate}
              redirectTo={redirectTo}
              hydrated={remove.hydrated}
            />
            <input type="hidden" name="nota" value={note.id} />
            <button type="submit" className={buttonClass('link')}>
              {texts.noteDelete}
            </button>
          </remove.FormTag>
        </details>
      ) : null}
    </li>
  );
}

/** The team's notes on a candidate, newest first, and the form of a new one. */
export function NotesPanel({
  candidate,
  notes,
  redirectTo,
  pageAnswer,
}: {
  candidate: string;
  notes: PipelineNote[];
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  const add = usePipelineForm();
  const id = useId();
  const refusal = refusalOf(add.fetcher.data ?? pageAnswer, 'pipeline-nota', candidate);
  // With JavaScript the textarea empties once the note is saved (the form is drawn again under a new key).
  const saved = add.fetcher.state === 'idle' && add.fetcher.data?.pipeline.ok ? String(notes.length) : 'new';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {texts.notesTitle}
      </h3>
      <p className="text-sm text-slate-600">{texts.notesHint}</p>
      {notes.length === 0 ? <p>{texts.noNotes}</p> : null}
      <ul className="space-y-2">
        {notes.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            candidate={candidate}
            redirectTo={redirectTo}
            pageAnswer={pageAnswer}
          />
        ))}
      </ul>
      <add.FormTag key={saved} method="post" action={redirectTo.split('?')[0]} className="space-y-2">
        <Hidden
          intent="pipeline-nota"
          candidate={candidate}
          redirectTo={redirectTo}
          hydrated={add.hydrated}
        />
        <label htmlFor={id} className="block font-medium">
          {texts.noteLabel}
        </label>
        <NoteText id={id} defaultValue={refusal?.testo ?? ''} refusal={refusal} />
        <button type="submit" className={buttonClass('primary')}>
          {texts.noteAdd}
        </button>
      </add.FormTag>
    </section>
  );
}
