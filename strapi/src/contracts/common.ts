// Shapes shared by several contracts of strapi/src/contracts/ (see invoice.ts for what a contract is): each a zod
// schema, its type inferred from it (issue 38: the seam checks answers against them in development and tests).
import { z } from 'zod/v4';

/** A resized format of an uploaded image. */
const mediaFormat = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});
/** The resized formats Strapi made of an image (only those its size allowed). */
const mediaFormats = z.object({
  thumbnail: mediaFormat.optional(),
  small: mediaFormat.optional(),
  medium: mediaFormat.optional(),
  large: mediaFormat.optional(),
});

/** An uploaded image as the custom endpoints answer it: the original and its resized formats, slimmed. */
export const mediaView = z.object({
  id: z.number(),
  url: z.string(),
  alternativeText: z.string().nullable(),
  formats: mediaFormats,
});
export type MediaView = z.infer<typeof mediaView>;

/** Strapi's error envelope, as `utils/api-error.ts` answers every refusal; `details.code` is what callers switch on. */
export type ApiErrorBody = {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details: { code: string } & Record<string, unknown>;
  };
};

/** One page of a list whose total is not counted (a 21st row only tells that a next page exists). */
export const nextPagination = z.object({ page: z.number(), pageSize: z.number(), hasNext: z.boolean() });
export type NextPagination = z.infer<typeof nextPagination>;

/** One page of a counted list. */
export const countedPagination = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});
export type CountedPagination = z.infer<typeof countedPagination>;

/** An uploaded file as a sanitized record carries it (own profile, company logo): Strapi's upload fields, slimmed. */
export const storedMedia = z.object({
  id: z.number(),
  documentId: z.string().optional(),
  url: z.string(),
  name: z.string().optional(),
  alternativeText: z.string().nullable().optional(),
  formats: mediaFormats.nullable().optional(),
});
export type StoredMedia = z.infer<typeof storedMedia>;

/** An entry of a lookup list (aree di competenza, conoscenze informatiche, mansioni). */
export const lookupEntry = z.object({ id: z.number(), documentId: z.string().optional(), value: z.string() });
export type LookupEntry = z.infer<typeof lookupEntry>;

/** The body of an endpoint that only confirms. */
export const okResponse = z.object({ data: z.object({ ok: z.literal(true) }) });
export type OkResponse = z.infer<typeof okResponse>;

/** An object with each of the named fields checked by the same schema (fields listed by the catalog or a contract). */
export const objectOf = <const F extends string, S extends z.ZodType>(fields: readonly F[], schema: S) =>
  z.object(Object.fromEntries(fields.map((field) => [field, schema])) as Record<F, S>);
