// What the pipeline's forms share (issue 43): a fetcher with JavaScript, a plain form without; the hidden fields;
// the refusal of a form's last post. Each form is a module of its own, so a page loads only the forms it shows.
import { Form, useFetcher } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { PipelineActionData } from './pipeline.server';

/** A fetcher's form with JavaScript, a plain form without. */
export function usePipelineForm() {
  const fetcher = useFetcher<PipelineActionData>();
  const hydrated = useHydrated();
  return { fetcher, hydrated, FormTag: hydrated ? fetcher.Form : Form };
}

export function Hidden({
  intent,
  candidate,
  redirectTo,
  hydrated,
}: {
  intent: string;
  candidate: string;
  redirectTo: string;
  hydrated: boolean;
}) {
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="candidato" value={candidate} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="_fetcher" value="1" /> : null}
    </>
  );
}

/** The refusal of this form's last post: the fetcher's, or the page's action data without JavaScript. */
export const refusalOf = (
  answer: PipelineActionData | undefined,
  intent: string,
  candidate: string,
  note?: string,
) =>
  answer &&
  !answer.pipeline.ok &&
  answer.pipeline.intent === intent &&
  answer.pipeline.candidate === candidate &&
  (note === undefined || answer.pipeline.note === note)
    ? answer.pipeline
    : null;

// The company's job posts as the options of a select (issue 43; here, not a module of its own: that was one more
// chunk, a request, for the profile page): the unlocked list's filter and the "Aggiungi
// all'annuncio" form list them the same way, from here. The first option is the empty choice, with the caller's label
// ("Qualsiasi" for a filter, "Nessun annuncio" for the attachment).
export type JobPostChoice = { documentId: string; posizione: string };

export function JobPostOptions({ posts, emptyLabel }: { posts: JobPostChoice[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {posts.map((post) => (
        <option key={post.documentId} value={post.documentId}>
          {post.posizione}
        </option>
      ))}
    </>
  );
}
