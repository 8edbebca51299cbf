// conform's zod adapter for loaders and actions only: a route module that imported '@conform-to/zod' itself
// kept zod in its browser chunk (15 kB gzipped) even when only its loader and action used it; a `.server`
// module never reaches the browser (issue 16, docs/decisions.md).
import { z } from 'zod';

export { getZodConstraint, parseWithZod } from '@conform-to/zod';

/**
 * The button a step form was posted with (its `intent`), parsed by zod: one of `intents`, or the first one (the
 * form's main button, which is also what Enter submits) when it is missing or unknown. For forms whose other
 * buttons ('Indietro', 'Annulla', 'Compila da P. IVA') must not judge the fields; the fields are then parsed by
 * the form's schema. Forms whose every button posts its own fields parse one discriminated union on `intent`.
 */
export function parseIntent<const T extends readonly [string, ...string[]]>(
  formData: FormData,
  intents: T,
): T[number] {
  return z.enum(intents).catch(intents[0]).parse(formData.get('intent'));
}
