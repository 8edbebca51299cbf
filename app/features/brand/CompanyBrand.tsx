// Credits panel, brand panel and the 'Configure Brand' dialogs (spec 02 §2 "Company menu", "Brand promotion").
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useSearchParams } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { TextareaField } from '#app/components/ui/Choice.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import { useServerForm } from '#app/components/useServerForm.ts';
import type { BrandView } from '#app/features/brand/company-view.ts';
import type { BrandResult } from '#app/features/brand/brand.server.ts';
import { brand, common, companyMenu } from '#app/texts/index.ts';
import { IMAGE_ACCEPT } from '#app/lib/picture.ts';
import { ShopLink } from '#app/components/CompanyMenu.tsx';

export function CreditsPanel({ credito, visite }: { credito: number; visite?: number | null }) {
  return (
    <section className="panel" aria-labelledby="crediti-title">
      <h2 id="crediti-title" className="font-semibold">
        {companyMenu.creditsPanelTitle}
      </h2>
      <p className="mt-1 text-3xl font-bold text-emerald-800" data-testid="crediti-residui">
        {credito}
      </p>
      {visite !== undefined && visite !== null ? (
        <p className="mt-2 text-sm text-slate-700">
          {companyMenu.brandVisits}: <strong data-testid="visite-brand">{visite}</strong>
        </p>
      ) : null}
      <ShopLink to="/company-upgrade" className={`${buttonClass('primary')} mt-3`}>
        {companyMenu.addCredits}
      </ShopLink>
    </section>
  );
}

/** The brand panel: logo, texts and visits, with the Configure Brand button (needs abbonamento_brand). */
export function BrandPanel({ view, configureTo }: { view: BrandView; configureTo: string }) {
  if (!view.abbonamento) {
    return (
      <section className="panel">
        <h2 className="font-semibold">{brand.panelTitle}</h2>
        <p className="mt-1 text-slate-700">{brand.buyIntro}</p>
        <ShopLink to="/company-upgrade?brandCard=true" className={`${buttonClass('primary')} mt-3`}>
          {brand.buy}
        </ShopLink>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="brand-title">
      <h2 id="brand-title" className="font-semibold">
        {brand.panelTitle}
      </h2>
      {view.logoUrl ? (
        <img src={view.logoUrl} alt={brand.logo} className="mt-2 h-20 w-20 object-contain" />
      ) : null}
      {view.descrizione ? (
        <p className="mt-2 break-words text-slate-700">{view.descrizione}</p>
      ) : (
        <p>{brand.noBrand}</p>
      )}
      {view.sito ? (
        // A URL has no space to wrap at: without break-all a long one made the page wider than a phone (issue 39).
        <p className="mt-1">
          <a
            href={view.sito}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className={`${buttonClass('link')} break-all`}
          >
            {view.sito}
          </a>
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        {brand.visits}: <strong data-testid="visite-brand">{view.visite}</strong>
      </p>
      <Link to={configureTo} className={`${buttonClass('primary')} mt-3`} preventScrollReset>
        {brand.configure}
      </Link>
    </section>
  );
}

/**
 * The 'Configure Brand' form, a conform form judged by brand.server.ts's zod schema (`lastResult`: its reply to
 * a refused post, with the errors per field and what was typed). No HTML constraint beyond `required`: the spec's
 * message for a description over 250 characters must be reachable (a `maxlength` would cut the text instead).
 */
export function ConfigureBrandDialog({
  view,
  closeTo,
  lastResult,
}: {
  view: BrandView;
  closeTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useServerForm<{ logo?: File; descrizione: string; sito_web_link: string }>({
    id: 'brand-form',
    lastResult,
    defaultValue: { descrizione: view.descrizione ?? '', sito_web_link: view.sito ?? '' },
  });
  return (
    <Dialog
      title={brand.configureTitle}
      closeTo={closeTo}
      actions={
        <>
          <Link to={closeTo} className={buttonClass('secondary')} preventScrollReset>
            {brand.cancel}
          </Link>
          <Button form={form.id} name="intent" value="brand">
            {brand.save}
          </Button>
        </>
      }
    >
      {/* The CSRF field comes first: it is read before the file parts of the stream. */}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <Field
          label={brand.logo}
          errors={fields.logo.errors}
          inputProps={{ ...getInputProps(fields.logo, { type: 'file', value: false }), accept: IMAGE_ACCEPT }}
        />
        <TextareaField
          label={brand.descrizione}
          errors={fields.descrizione.errors}
          textareaProps={{ ...getTextareaProps(fields.descrizione), required: true }}
        />
        <Field
          label={brand.sito}
          errors={fields.sito_web_link.errors}
          inputProps={{ ...getInputProps(fields.sito_web_link, { type: 'url' }), required: true }}
        />
      </Form>
    </Dialog>
  );
}

export function BrandOutcomeDialog({ outcome, closeTo }: { outcome: string | null; closeTo: string }) {
  if (outcome === 'ok') {
    return (
      <Dialog
        title={brand.successTitle}
        tone="success"
        closeTo={closeTo}
        actions={
          <Link to={closeTo} className={buttonClass('primary')}>
            {common.close}
          </Link>
        }
      >
        <p>{brand.successBody}</p>
      </Dialog>
    );
  }
  if (outcome !== 'uploadError' && outcome !== 'attachError') return null;
  return (
    <Dialog
      title={outcome === 'uploadError' ? brand.uploadError : brand.attachError}
      tone="error"
      closeTo={closeTo}
      actions={
        <Link to={closeTo} className={buttonClass('primary')}>
          {common.close}
        </Link>
      }
    >
      <p>{brand.errorBody}</p>
    </Dialog>
  );
}

/**
 * The brand dialogs of a page that offers 'Configure Brand' (/company-info, /company-promote-brand): the form,
 * opened by `?brand=configura` or kept open by an invalid post, and the outcome of the last post.
 */
export function BrandDialogs({
  view,
  closeTo,
  result,
}: {
  view: BrandView;
  closeTo: string;
  result: BrandResult | null | undefined;
}) {
  const [searchParams] = useSearchParams();
  const invalid = result?.outcome === 'invalid' ? result : undefined;
  const configuring = searchParams.get('brand') === 'configura' || invalid !== undefined;
  return (
    <>
      {configuring && view.abbonamento ? (
        <ConfigureBrandDialog view={view} closeTo={closeTo} lastResult={invalid?.result} />
      ) : null}
      <BrandOutcomeDialog
        outcome={searchParams.get('brand') === 'ok' ? 'ok' : (result?.outcome ?? null)}
        closeTo={closeTo}
      />
    </>
  );
}
