// Shapes shared by several contracts of strapi/src/contracts/ (see invoice.ts for what a contract is). Pure types.

/** An uploaded image as the custom endpoints answer it: the original and its resized formats, slimmed. */
export type MediaView = {
  id: number;
  url: string;
  alternativeText: string | null;
  formats: Partial<
    Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string; width?: number; height?: number }>
  >;
};

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
export type NextPagination = { page: number; pageSize: number; hasNext: boolean };

/** One page of a counted list. */
export type CountedPagination = { page: number; pageSize: number; pageCount: number; total: number };
