// /company-job-posts, 'Promuovi ricerca' (spec 02 §2 "Job posts", §4 "Job-offer wizard", §8; issue 10): the published
// and archived posts, newest first, and the 3-step wizard 'Crea il tuo annuncio' opened by `?passo=1|2|3`. Each
// step is a form post that saves the server-side draft (kind 'annuncio') and redirects to the next step, so the
// wizard works without JavaScript and survives a reload; with JavaScript the same markup is a modal dialog.
import { PATH, stepHref } from './paths.ts';
import { type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import { jobPosts as texts } from '#app/texts/index.ts';
import { ShopLink } from '#app/components/CompanyMenu.tsx';

import { action, loader } from './wizard.server.ts';
import { Section } from './PostList.tsx';
import { WizardStep } from './WizardStep.tsx';

export { action, loader };

export const meta: MetaFunction = () => pageMeta(texts.title);

export default function CompanyJobPostsPage() {
  const { jp, posts, showPublished, step, values, constraint, published, publishFailed } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const published_ = posts?.filter((post) => !post.archiviato) ?? [];
  const archived = posts?.filter((post) => post.archiviato) ?? [];
  // 'Errore': a refused publication (its notice, over the step it came from) or a post without the subscription.
  const failedStep = publishFailed && step ? step : actionData?.dialog === 'error' ? actionData.step : null;
  return (
    <main id="contenuto" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <p className="mt-2 text-slate-700">{texts.intro}</p>
      {jp ? (
        <Link to={stepHref(1)} preventScrollReset className={`${buttonClass('primary')} mt-4`}>
          {texts.create}
        </Link>
      ) : (
        <section className="mt-6 rounded-lg bg-brand-50 p-5" aria-label={texts.inviteTitle}>
          <h2 className="text-lg font-semibold text-brand-900">{texts.inviteTitle}</h2>
          <p className="mt-1 text-slate-700">{texts.inviteBody}</p>
          <ShopLink to="/company-upgrade?tab=promuovi-ricerca" className={`${buttonClass('primary')} mt-3`}>
            {texts.inviteCta}
          </ShopLink>
        </section>
      )}
      {posts === null ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {texts.loadError}
        </p>
      ) : showPublished ? (
        <>
          <Section title={texts.publishedTitle} posts={published_} />
          <Section title={texts.archivedTitle} posts={archived} />
        </>
      ) : null}
      {failedStep ? (
        <Dialog
          title={texts.errorTitle}
          tone="error"
          closeTo={stepHref(failedStep)}
          actions={
            <Link to={stepHref(failedStep)} replace className={buttonClass('primary')}>
              {texts.close}
            </Link>
          }
        >
          <p>{texts.errorBody}</p>
        </Dialog>
      ) : step ? (
        <WizardStep
          key={step}
          step={step}
          values={values}
          constraint={constraint}
          lastResult={actionData?.step === step ? actionData.result : null}
        />
      ) : null}
      {published ? (
        <Dialog
          title={texts.successTitle}
          tone="success"
          closeTo={PATH}
          actions={
            <Link to={PATH} replace className={buttonClass('primary')}>
              {texts.goToPosts}
            </Link>
          }
        >
          <p>{texts.successBody}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
