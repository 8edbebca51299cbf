// The technical sheet (step 7), drawn from the catalog's definition: one collapsible <details> section per
// top-level group (usable without JavaScript), checkbox or radio lists, and each group's 'Altro' extra, shown
// with JavaScript only when its trigger option is ticked.
import type { SchedaNode, SchedaTextField } from '#catalog/common.ts';
import { SCHEDA_TECNICA } from '#catalog/scheda-tecnica/definition.ts';
import { extraLabel, rawList, type RawValues } from '#app/features/wizard/steps.ts';
import { schedaTecnicaStep as t } from '#app/texts/index.ts';
import { Choices, TextField, asChoices, useShown, useWizardField } from '#app/features/wizard/WizardForm.tsx';

const pathOf = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Whether `option` is ticked in any choice field under `prefix` (the scope of an extra). */
function ticked(live: RawValues, prefix: string, option: string): boolean {
  return Object.keys(live).some(
    (name) => name.startsWith(`${prefix}.`) && rawList(live, name).includes(option),
  );
}

function hasContent(values: RawValues, errors: Record<string, unknown>, prefix: string): boolean {
  const inside = (name: string) => name === prefix || name.startsWith(`${prefix}.`);
  return (
    Object.keys(values).some((name) => inside(name) && rawList(values, name).some(Boolean)) ||
    Object.keys(errors).some(inside)
  );
}

function Extra({ path, prefix, field }: { path: string; prefix: string; field: SchedaTextField }) {
  const { values } = useWizardField();
  const shown = useShown(
    (live) => ticked(live, prefix, field.requiredIf) || rawList(values, path).some(Boolean),
  );
  return shown ? <TextField name={path} label={extraLabel(field, t.altro)} /> : null;
}

function Nodes({ fields, prefix }: { fields: ReadonlyArray<SchedaNode>; prefix: string }) {
  return (
    <>
      {fields.map((field) => {
        const path = pathOf(prefix, field.key);
        if (field.kind === 'group') {
          return (
            <fieldset key={path} className="mb-3 rounded border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold">{field.label}</legend>
              <Nodes fields={field.fields} prefix={path} />
            </fieldset>
          );
        }
        if (field.kind === 'text') {
          return <Extra key={path} path={path} prefix={prefix} field={field} />;
        }
        return (
          <Choices
            key={path}
            name={path}
            legend={field.label}
            options={asChoices(field.options)}
            type={field.kind === 'multi' ? 'checkbox' : 'radio'}
            columns={2}
          />
        );
      })}
    </>
  );
}

export function SchedaTecnicaFields() {
  const { values, errors } = useWizardField();
  return (
    <div className="space-y-3">
      {SCHEDA_TECNICA.map((node) => (
        <details
          key={node.key}
          open={hasContent(values, errors, node.key) || undefined}
          className="rounded-md border border-slate-300 bg-slate-50 p-3"
        >
          <summary className="cursor-pointer font-semibold text-slate-900">{node.label}</summary>
          <div className="mt-3">
            <Nodes
              fields={node.kind === 'group' ? node.fields : [node]}
              prefix={node.kind === 'group' ? node.key : ''}
            />
          </div>
        </details>
      ))}
    </div>
  );
}
