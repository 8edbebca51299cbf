// The candidate's e-mails on /impostazioni (issue 42): the job alert ("Avvisami dei nuovi annunci", with its radius)
// and the weekly "Il tuo profilo questa settimana", two checkboxes saved together by one form post to /avvisi.
// Without JavaScript the page reloads with the notice; with it Remix posts and follows the redirect in place.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { SelectField } from '#app/components/ui/Choice.tsx';
import { jobAlerts as t } from '#app/texts/job-alerts.ts';
import type { AvvisiView } from './avvisi.server';
import { AvvisiPanel, type AvvisiNoticeView } from './JobAlertBox';

function Toggle({
  name,
  label,
  help,
  checked,
}: {
  name: 'annunci' | 'settimanale';
  label: string;
  help: string;
  checked: boolean;
}) {
  const id = `avvisi-${name}`;
  return (
    <div className="mb-4 flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-describedby={`${id}-help`}
        className="mt-1 h-5 w-5 shrink-0"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {help}
        </p>
      </div>
    </div>
  );
}

export function MailSettingsForm({
  avvisi,
  notice,
}: {
  avvisi: AvvisiView | null;
  notice: AvvisiNoticeView;
}) {
  return (
    <AvvisiPanel id="impostazioni-email" heading={t.settingsHeading} avvisi={avvisi} notice={notice}>
      {(avvisi) => (
        // Keyed by the saved state, so that the boxes show what Strapi holds after each post.
        <Form
          method="post"
          action="/avvisi"
          preventScrollReset
          key={`${avvisi.annunci}-${avvisi.km}-${avvisi.settimanale}`}
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="da" value="/impostazioni" />
          <input type="hidden" name="intent" value="salva" />
          <Toggle name="annunci" label={t.annunciLabel} help={t.annunciHelp} checked={avvisi.annunci} />
          <SelectField
            className="ml-8"
            label={t.radiusLabel}
            options={avvisi.radii}
            help={avvisi.senzaCasa ?? undefined}
            selectProps={{
              name: 'distanza',
              id: 'avvisi-distanza',
              defaultValue: String(avvisi.casa ? avvisi.km : 0),
              disabled: !avvisi.casa,
            }}
          />
          <Toggle
            name="settimanale"
            label={t.settimanaleLabel}
            help={t.settimanaleHelp}
            checked={avvisi.settimanale}
          />
          <SubmitButton pendingLabel={t.saving}>{t.save}</SubmitButton>
        </Form>
      )}
    </AvvisiPanel>
  );
}
