// Nation / province / city (spec 01 §4). Italy: province select and the ISTAT municipalities of the province;
// other nations: free text. With JavaScript the city list reloads in place (fetcher, spinner); without it the
// 'Aggiorna comuni' button saves what is typed and shows the step again with the new list.
import { Button } from '#app/components/ui/Button.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { rawString } from '#app/features/wizard/steps.ts';
import { anagrafica as t } from '#app/texts/index.ts';
import { useComuni } from '#app/features/geography/useComuni.ts';
import { Select, TextField, useWizardField } from '#app/features/wizard/WizardForm.tsx';

type Option = { value: string; label: string };

export function LocationPicker({
  nazioni,
  province,
  comuni,
}: {
  nazioni: Option[];
  province: Option[];
  comuni: Option[];
}) {
  const { values, live, hydrated } = useWizardField();
  const nazione = hydrated ? rawString(live, 'cittadinanza') : rawString(values, 'cittadinanza') || 'IT';
  const provincia = rawString(hydrated ? live : values, 'provincia');
  const fetcher = useComuni(hydrated && nazione === 'IT', rawString(values, 'provincia'), provincia);

  const cities = fetcher.data ?? comuni;
  const italian = nazione === 'IT';
  return (
    <fieldset id="luogo" className="mb-4 rounded-md border border-slate-200 p-4">
      <Select name="cittadinanza" label={t.cittadinanza} options={nazioni} />
      {italian ? (
        <>
          <Select name="provincia" label={t.provincia} options={province} />
          <div className="relative">
            <Select
              key={fetcher.data ? `loaded-${provincia}` : 'initial'}
              name="citta"
              label={t.citta}
              options={cities}
              disabled={fetcher.state === 'loading'}
            />
            {fetcher.state === 'loading' ? (
              <div className="-mt-3 mb-3">
                <Spinner label={t.comuniLoading} />
              </div>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <TextField name="provincia" label={t.provincia} />
          <TextField name="citta" label={t.citta} />
        </>
      )}
      {hydrated ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" name="intent" value="comuni" formNoValidate>
            {t.aggiornaComuni}
          </Button>
          <p className="text-sm text-slate-600">{t.comuniHelp}</p>
        </div>
      )}
    </fieldset>
  );
}
