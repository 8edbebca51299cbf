// The offers of /company-upgrade (spec 02 §6): a free activation or a Stripe checkout of one product.
import { z } from 'zod';

export const upgradeSchema = z.object({
  intent: z.enum(['activate', 'checkout']),
  /** The product's code, cut at 60 characters (a longer one finds no product). */
  product: z
    .string()
    .optional()
    .transform((product) => (product ?? '').slice(0, 60)),
});
