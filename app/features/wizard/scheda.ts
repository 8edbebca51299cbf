// Step 7 (scheda tecnica): the sheet is built from the posted dotted field names by the catalog's own
// helpers, then checked with the same rules Strapi applies (extras required by 'Altro' / 'Si', free-text rule,
// at least one option ticked in the whole sheet).
import {
  isSchedaTecnicaEmpty,
  schedaTecnicaFromForm,
  validateSchedaTecnica,
  type SchedaTecnica,
} from '#catalog/common.ts';
import { schedaFreeTextIssues } from '#catalog/profile-rules.ts';

export type SchedaParse = { sheet: SchedaTecnica; errors: Record<string, string[]>; empty: boolean };

export function parseScheda(getAll: (name: string) => ReadonlyArray<unknown>): SchedaParse {
  const sheet = schedaTecnicaFromForm(getAll);
  const errors: Record<string, string[]> = {};
  for (const issue of [...validateSchedaTecnica(sheet), ...schedaFreeTextIssues(sheet)]) {
    (errors[issue.path] ??= []).push(issue.message);
  }
  return { sheet, errors, empty: isSchedaTecnicaEmpty(sheet) };
}
