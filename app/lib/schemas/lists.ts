// The catalog's list rule (a maximum, no repeated entry: #catalog/lists) as a zod refinement, so that every
// list field of the forms refuses what Strapi refuses, with the same message.
import type { z } from 'zod';
import { listIssueMessage } from '#catalog/lists.ts';

/** `.superRefine(boundedList(max))` on an array schema; `key` tells two entries apart (default: the value). */
export const boundedList =
  (max: number, key?: (value: unknown) => string) =>
  (values: ReadonlyArray<unknown>, ctx: z.RefinementCtx) => {
    const message = listIssueMessage(values, max, key);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
