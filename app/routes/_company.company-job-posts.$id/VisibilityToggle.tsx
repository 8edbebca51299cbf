// The job post's visibility switch: a fetcher with an optimistic value; without JavaScript a form post that
// redirects. A refused change redirects in both modes with its notice, which the page shows (notice.server.ts): the
// switch then draws the loader's value again, or the page the archived post if it was archived meanwhile.
import { Form, useFetcher } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { jobPosts as texts } from '#app/texts/index.ts';
import type { ActionData } from './actions.server';

export function VisibilityToggle({ visibile }: { visibile: boolean }) {
  const fetcher = useFetcher<ActionData>();
  const hydrated = useHydrated();
  // Optimistic while the post runs; afterwards the loader's value.
  const pending = fetcher.formData?.get('visibile');
  const shown = typeof pending === 'string' ? pending === 'true' : visibile;
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    <FormTag method="post" className="flex flex-wrap items-center gap-3">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="visibile" value={shown ? 'false' : 'true'} />
      {hydrated ? <input type="hidden" name="_fetcher" value="1" /> : null}
      <span className="font-medium">{texts.visibility}:</span>
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-label={texts.visibleToCandidates}
        data-testid="visibility-toggle"
        className={`relative inline-flex h-7 w-12 items-center rounded-full transition ${shown ? 'bg-emerald-600' : 'bg-slate-400'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white transition ${shown ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <span data-testid="job-post-status">{shown ? texts.visible : texts.hidden}</span>
    </FormTag>
  );
}
