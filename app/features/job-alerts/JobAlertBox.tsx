// "Avvisami dei nuovi annunci" (issue 42): the job alert's state and the one button that turns it on (with the
// board's "Entro {km} km da casa" radius) or off. A plain form post to /avvisi with the CSRF token: without
// JavaScript the page reloads with the notice; with it Remix posts and follows the redirect in place.
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { ChoiceGroup, SelectField } from '#app/components/ui/Choice.tsx';
import type { DistanzaKm } from '#catalog/distance.ts';
import { jobAlerts as t } from '#app/texts/job-alerts.ts';
import type { AvvisiPage, AvvisiView } from './avvisi.server';

export type AvvisiNoticeView = { text: string; error: boolean } | null;

/** Where an active alert looks: anywhere, or within its radius of home. */
export const alertScope = (avvisi: Pick<AvvisiView, 'km' | 'casa'>) =>
  avvisi.km && avvisi.casa ? t.within(avvisi.km) : t.anywhere;

export function AvvisiNotice({ notice }: { notice: AvvisiNoticeView }) {
  if (!notice) return null;
  return notice.error ? (
    <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
      {notice.text}
    </p>
  ) : (
    <p role="status" className="mb-3 rounded border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
      {notice.text}
    </p>
  );
}

/**
 * The panel both e-mail choices sit in (the board's and the wizard's box, /impostazioni): its heading, the notice of
 * the last post, and the choices once Strapi could tell them.
 */
export function AvvisiPanel({
  id,
  heading,
  avvisi,
  notice,
  children,
}: {
  id: string;
  heading: string;
  avvisi: AvvisiView | null;
  notice: AvvisiNoticeView;
  children: (avvisi: AvvisiView) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="panel panel-md mt-6" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-2">
        <AvvisiNotice notice={notice} />
      </div>
      {avvisi === null ? <p className="text-slate-700">{t.unavailable}</p> : children(avvisi)}
    </section>
  );
}

export function JobAlertBox({
  avvisi,
  notice,
  da,
  km = 0,
}: {
  avvisi: AvvisiView | null;
  notice: AvvisiNoticeView;
  /** The page the box is on: the action leads back to it. */
  da: AvvisiPage;
  /** The radius offered first (the board's current one). */
  km?: DistanzaKm | 0;
}) {
  return (
    <AvvisiPanel id="avviso-annunci" heading={t.heading} avvisi={avvisi} notice={notice}>
      {(avvisi) =>
        avvisi.annunci ? (
          <Form method="post" action="/avvisi" preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="da" value={da} />
            <p className="text-slate-700" data-testid="avviso-stato">
              {t.isOn(alertScope(avvisi))} {avvisi.attivatoIl ? t.since(avvisi.attivatoIl) : null}
            </p>
            <SubmitButton name="intent" value="annunci-off" pendingLabel={t.turningOff} className="mt-3">
              {t.turnOff}
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" action="/avvisi" preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="da" value={da} />
            <p className="text-slate-700" data-testid="avviso-stato">
              {t.isOff} {t.intro}
            </p>
            <SelectField
              key={km}
              className="mt-3"
              label={t.radiusLabel}
              options={avvisi.radii}
              help={avvisi.senzaCasa ?? undefined}
              selectProps={{
                name: 'distanza',
                id: 'avviso-distanza',
                defaultValue: String(avvisi.casa ? km : 0),
                disabled: !avvisi.casa,
              }}
            />
            <p className="text-sm text-slate-600">{t.consent}</p>
            <SubmitButton name="intent" value="annunci-on" pendingLabel={t.turningOn} className="mt-3">
              {t.turnOn}
            </SubmitButton>
          </Form>
        )
      }
    </AvvisiPanel>
  );
}

/**
 * The same offer inside the last step of a new registration's wizard (issue 42): a box, unticked by default, and the
 * radius, posted with the step; Strapi records the consent with the account. No form of its own.
 */
export function JobAlertOptIn({
  radii,
  checked,
  km,
  errors,
}: {
  radii: AvvisiView['radii'];
  checked: boolean;
  km: string;
  errors: { annunci?: string[]; distanza?: string[] };
}) {
  return (
    <div className="mt-6" data-testid="avviso-annunci">
      <p className="mb-2 text-slate-700">{t.intro}</p>
      <ChoiceGroup
        legend={t.heading}
        name="avviso_annunci"
        type="checkbox"
        options={[{ value: 'si', label: t.turnOn }]}
        idPrefix="f-avviso_annunci"
        value={checked ? ['si'] : []}
        errors={errors.annunci}
      />
      <SelectField
        label={t.radiusLabel}
        options={radii}
        errors={errors.distanza}
        selectProps={{ name: 'avviso_distanza', id: 'f-avviso_distanza', defaultValue: km || '0' }}
      />
      <p className="text-sm text-slate-600">{t.consentBox}</p>
    </div>
  );
}
