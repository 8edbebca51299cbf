// The posts of a candidate card (search, favourites, a job post's interested candidates, the profile page): the
// heart (`favourite`) and the purchase (`unlock`), one discriminated union on the button's `intent`.
import { z } from 'zod';

const card = {
  id: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  /** Where the post ends without JavaScript; only a local path is followed. */
  redirectTo: z.string().optional(),
};

export const candidateCardSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('favourite'),
    ...card,
    favourite: z.string().optional(),
    /** '1' from a fetcher, which gets a small JSON answer instead of the redirect. */
    _fetcher: z.string().optional(),
  }),
  z.object({ intent: z.literal('unlock'), ...card }),
]);
