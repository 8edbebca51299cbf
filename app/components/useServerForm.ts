// conform's useForm for forms that zod validates on the server only (issue 16: zod and conform's zod adapter are
// 15 kB gzipped of browser code, and the action checks every post anyway, with JavaScript or without). The HTML
// constraints (required, maxlength, pattern…) come from the loader (`getZodConstraint` there), so the fields
// keep their attributes. `onValidate` accepts every value: it is there because conform, without one, would post
// its own intents (`form.update`, validation on input) to the server instead of applying them in the browser.
// Errors change with each submission.
import { parse, useForm } from '@conform-to/react';
import type { getZodConstraint } from '@conform-to/zod';

type Options<Schema extends Record<string, unknown>> = Omit<
  Parameters<typeof useForm<Schema>>[0],
  'onValidate' | 'shouldValidate' | 'shouldRevalidate'
>;

export function useServerForm<Schema extends Record<string, unknown> = Record<string, unknown>>(
  options: Options<Schema>,
) {
  return useForm<Schema>({
    ...options,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parse(formData, { resolve: (value) => ({ value: value as Schema }) }),
  });
}

/** What a loader's `getZodConstraint(schema)` gives, for the form's props. */
export type Constraints = ReturnType<typeof getZodConstraint>;
