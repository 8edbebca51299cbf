// Step 9: Altre informazioni, and the end of the wizard: 'Avanti' registers a new candidate (duplicate e-mail
// check, create-profile, confirmation dialog), 'Salva profilo' updates an existing one and goes to /profilo.
// A signed-in candidate also finds "Avvisami dei nuovi annunci" here (issue 42), the job alert's own form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ORARI, RAL_DESIDERATA, TIPO_CONTRATTO } from '#catalog/common.ts';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { EmailTakenDialog } from '#app/features/registration/EmailTakenDialog.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import {
  Choices,
  SiNo,
  TextArea,
  TextField,
  WizardForm,
  stepFormProps,
  useWizardField,
} from '#app/features/wizard/WizardForm.tsx';
import { altreSchema } from '#app/features/wizard/schemas.ts';
import { rawList, rawString, rowCount } from '#app/features/wizard/steps.ts';
import { alertRadii, avvisiOfPage } from '#app/features/job-alerts/avvisi.server.ts';
import { JobAlertBox, JobAlertOptIn } from '#app/features/job-alerts/JobAlertBox.tsx';
import { clientIp } from '#app/server/client-ip.server.ts';
import { readDraft } from '#app/server/drafts.server.ts';
import { submitProfile } from '#app/features/wizard/submit.server.ts';
import {
  lookup,
  stepAction,
  stepLoader,
  wizardContext,
  type WizardDraft,
} from '#app/features/wizard/step.server.ts';
import { altreInformazioni as t, common, registrationDialogs as d, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.altre);

export async function action({ request, context: load }: ActionFunctionArgs) {
  return stepAction(request, load, {
    key: 'altre',
    schema: altreSchema,
    rows: { blacklisted_pivas: 'piva' },
    onLastStep: async (req) => {
      const context = await wizardContext(req);
      return submitProfile(req, context, (await readDraft(req, 'candidate')) as WizardDraft, {
        visitor: clientIp(req, load),
      });
    },
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'altre');
  const options = lookup('mansioni');
  const registered = new URL(request.url).searchParams.get('esito') === 'registrato';
  // The job alert is the signed-in candidate's (Strapi records the consent on their account). Its notice is read
  // only when this answer sets no cookie of its own (a new draft key), so that neither cookie overwrites the other.
  const mails = context.mode === 'update' ? await avvisiOfPage(request) : null;
  const alert = mails ? { avvisi: mails.avvisi, notice: headers ? null : mails.notice } : null;
  // A new registration ticks the job alert in the step itself (it is recorded with the account).
  const radii = context.mode === 'new' ? alertRadii() : null;
  return data(
    { mode: context.mode, values, verify, options, registered, alert, radii },
    { headers: headers ?? mails?.headers },
  );
}

const copy = (list: readonly { value: string; label: string }[]) => list.map((o) => ({ ...o }));

export default function AltreStep() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const props = stepFormProps(loaderData, actionData);
  const dialog = actionData?.dialog;
  return (
    <>
      <WizardForm step="altre" {...props}>
        <SiNo name="trattabile" legend={t.trattabile} />
        <SiNo name="mansioni_diverse" legend={t.mansioni_diverse} />
        <Choices
          name="mansioni_preferite"
          legend={t.mansioni_preferite}
          options={loaderData.options}
          type="checkbox"
          columns={2}
        />
        <Choices
          name="ral_desiderata"
          legend={t.ral_desiderata}
          options={copy(RAL_DESIDERATA)}
          type="radio"
          columns={2}
        />
        <TextArea name="benefits" label={t.benefits} />
        <Choices
          name="tipo_contratto"
          legend={t.tipo_contratto}
          options={copy(TIPO_CONTRATTO)}
          type="checkbox"
          columns={2}
        />
        <Choices name="orari" legend={t.orari} options={copy(ORARI)} type="checkbox" columns={3} />
        <Pivas />
        {loaderData.radii ? <AlertOptIn radii={loaderData.radii} /> : null}
      </WizardForm>
      {loaderData.alert ? (
        <div className="mx-auto max-w-3xl px-4 pb-8">
          <JobAlertBox
            avvisi={loaderData.alert.avvisi}
            notice={loaderData.alert.notice}
            da="/altre-informazioni"
          />
        </div>
      ) : null}
      {loaderData.registered ? (
        <Dialog
          title={d.sentTitle}
          tone="success"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {d.sentButton}
            </Link>
          }
        >
          <p>{d.sentBody}</p>
        </Dialog>
      ) : null}
      {dialog === 'email-taken' ? <EmailTakenDialog cancelTo="/onboarding-u" /> : null}
      {dialog === 'registration-error' || dialog === 'too-many' ? (
        <Dialog
          title={d.errorTitle}
          tone="error"
          closeTo="/altre-informazioni"
          actions={
            <Link to="/altre-informazioni" className={buttonClass('primary')}>
              {d.close}
            </Link>
          }
        >
          <p>{dialog === 'too-many' ? common.tooManyAttempts : d.errorBody}</p>
        </Dialog>
      ) : null}
    </>
  );
}

function Pivas() {
  const { values } = useWizardField();
  const count = rowCount(values, 'blacklisted_pivas');
  return (
    <fieldset id="blacklisted_pivas" className="mb-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-medium">{t.pivas}</legend>
      <p className="mb-3 text-sm text-slate-600">{t.pivasHelp}</p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-wrap items-end gap-3">
          <TextField name={`blacklisted_pivas[${index}].piva`} label={t.piva(index + 1)} />
          <Button
            variant="secondary"
            name="intent"
            value={`remove:blacklisted_pivas:${index}`}
            formNoValidate
            className="mb-4"
          >
            {`${t.removePiva} ${t.piva(index + 1)}`}
          </Button>
        </div>
      ))}
      <Button variant="secondary" name="intent" value="add:blacklisted_pivas" formNoValidate>
        {t.addPiva}
      </Button>
    </fieldset>
  );
}

/** The job alert of a new registration, with the step's values and errors. */
function AlertOptIn({ radii }: { radii: Parameters<typeof JobAlertOptIn>[0]['radii'] }) {
  const { values, errors } = useWizardField();
  return (
    <JobAlertOptIn
      radii={radii}
      checked={rawList(values, 'avviso_annunci').includes('si')}
      km={rawString(values, 'avviso_distanza')}
      errors={{ annunci: errors.avviso_annunci, distanza: errors.avviso_distanza }}
    />
  );
}
