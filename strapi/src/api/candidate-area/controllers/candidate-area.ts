// Thin handlers of the candidate's own area: who is calling comes from the JWT (ctx.state.user), never from
// the request body; the service works only on that user's hr_user.
import type { Core } from '@strapi/strapi';
import {
  CandidateAreaError,
  JOB_BOARD_MAX_PAGE,
  type CandidateAreaService,
  type UploadedFile,
} from '../services/candidate-area';

type Ctx = {
  state: { user?: { id: number } };
  params: { id?: string };
  query: Record<string, unknown>;
  request: { files?: Record<string, UploadedFile | UploadedFile[] | undefined> };
  body: unknown;
  status: number;
  set: (name: string, value: string) => void;
  unauthorized: () => void;
  badRequest: (message: string) => void;
  notFound: (message: string) => void;
};

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () =>
    strapi.service('api::candidate-area.candidate-area') as unknown as CandidateAreaService;

  /** Runs `work` for the authenticated caller, mapping the service's errors to 4xx. */
  const forCaller = async (ctx: Ctx, work: (userId: number) => Promise<unknown>) => {
    const userId = ctx.state.user?.id;
    if (!userId) return ctx.unauthorized();
    try {
      ctx.body = { data: await work(userId) };
    } catch (error) {
      if (error instanceof CandidateAreaError) {
        return error.status === 404 ? ctx.notFound(error.message) : ctx.badRequest(error.message);
      }
      throw error;
    }
  };

  const documentId = (ctx: Ctx) => {
    const id = ctx.params.id;
    if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) throw new CandidateAreaError(404, 'Non trovato');
    return id;
  };

  return {
    /** POST /api/hr-users/me/picture (multipart, one file). */
    async uploadPicture(ctx: Ctx) {
      const files = Object.values(ctx.request.files ?? {}).flatMap((file) => (file ? [file].flat() : []));
      if (files.length > 1) return ctx.badRequest('Carica una sola immagine');
      await forCaller(ctx, (userId) => service().uploadPicture(userId, files[0]));
    },

    /** GET /api/user/hr-companies: companies with a logo (name, logo, website only). */
    async companies(ctx: Ctx) {
      await forCaller(ctx, () => service().activeCompanies());
    },

    /** POST /api/user/hr-companies/:id/visit: a logo click, counted once a day per candidate and company. */
    async visitCompany(ctx: Ctx) {
      await forCaller(ctx, (userId) => service().visitCompany(userId, documentId(ctx)));
    },

    /** POST /api/user/annuncis (spec 02 §7): the job board of the caller. Any body is ignored. */
    async jobPosts(ctx: Ctx) {
      const raw = Array.isArray(ctx.query.page) ? ctx.query.page[0] : ctx.query.page;
      const page = raw === undefined ? 1 : Number(raw);
      if (!Number.isInteger(page) || page < 1 || page > JOB_BOARD_MAX_PAGE) {
        return ctx.badRequest('Pagina non valida');
      }
      await forCaller(ctx, (userId) => service().jobPosts(userId, page));
      const board = (ctx.body as { data?: { posts?: unknown; pagination?: unknown } } | undefined)?.data;
      if (board?.posts) ctx.body = { data: board.posts, meta: { pagination: board.pagination } };
    },

    /** GET /api/user/annuncis/:id (spec 02 §7). */
    async jobPost(ctx: Ctx) {
      await forCaller(ctx, (userId) => service().jobPost(userId, documentId(ctx)));
    },

    /** POST /api/user/annuncis/:id/interesse: 'Mi interessa' for the caller. */
    async markInterest(ctx: Ctx) {
      await forCaller(ctx, (userId) => service().markInterest(userId, documentId(ctx)));
    },

    /** GET /api/hr-users/me/export: the caller's own data (GDPR art. 20). */
    async exportData(ctx: Ctx) {
      await forCaller(ctx, (userId) => service().exportData(userId));
      ctx.set('Cache-Control', 'no-store');
    },
  };
};
