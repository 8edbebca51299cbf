/**
 * The one context type of the portal's custom controllers and the one way they refuse a request: Strapi 5's own
 * error envelope `{ data: null, error: { status, name, message, details: { code, ... } } }`. `details.code` is a
 * stable English identifier that the Remix server switches on; `message` is Italian, for logs and for the few
 * answers shown as they are. Services throw `ApiError`; controllers answer it with `answering`.
 */

/** A file as koa-body/formidable hands it to a multipart controller. */
export type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

/** The parts of Koa's context the custom controllers and middlewares use. */
export type ApiContext = {
  state: { user?: { id: number } };
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  request: {
    body?: Record<string, unknown>;
    files?: Record<string, UploadedFile | UploadedFile[] | undefined>;
    headers: Record<string, string | string[] | undefined>;
    ip: string;
    querystring?: string;
  };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
};

/** Strapi's (and Koa's http-errors') names of the statuses the portal answers. */
const NAMES = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  402: 'PaymentRequiredError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
} as const;

export type ErrorStatus = keyof typeof NAMES;

/** Extra `details` next to the code (field errors, the end of an exclusivity...). */
export type ErrorDetails = Record<string, unknown>;

/** Answers `status` in Strapi's error envelope. */
export function apiError(
  ctx: Pick<ApiContext, 'status' | 'body'>,
  status: ErrorStatus,
  code: string,
  message: string,
  details: ErrorDetails = {},
): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: NAMES[status], message, details: { ...details, code } } };
}

/** A refusal decided by a service, answered by the controller through `answering`. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/** Runs `work`; an `ApiError` it throws becomes its answer, anything else propagates (a 500). */
export async function answering(ctx: Pick<ApiContext, 'status' | 'body'>, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    apiError(ctx, error.status, error.code, error.message, error.details);
  }
}

/** 401: no caller, or a token that no longer names an active account. */
export const unauthenticated = (ctx: Pick<ApiContext, 'status' | 'body'>) =>
  apiError(ctx, 401, 'unauthenticated', 'Accesso richiesto');

/** The caller's users-permissions id, or null after answering 401. */
export function callerId(ctx: ApiContext): number | null {
  const id = ctx.state.user?.id;
  if (id) return id;
  unauthenticated(ctx);
  return null;
}

/** Runs `work` for the authenticated caller and answers `{ data }` (401 without a caller, an ApiError as its answer). */
export async function forCaller(ctx: ApiContext, work: (userId: number) => Promise<unknown>): Promise<void> {
  const userId = callerId(ctx);
  if (userId === null) return;
  await answering(ctx, async () => {
    ctx.body = { data: await work(userId) };
  });
}

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

/** The `:id` path segment as a documentId; ApiError 404 for anything else (thrown inside `forCaller`). */
export function documentIdParam(ctx: ApiContext): string {
  const id = ctx.params.id;
  if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) throw new ApiError(404, 'not_found', 'Non trovato');
  return id;
}
