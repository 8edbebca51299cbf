// Thin handlers of the candidate's own area: who is calling comes from the JWT (ctx.state.user), never from
// the request body; the service works only on that user's hr_user.
import type { Core } from '@strapi/strapi';
import { ApiError, apiError, forCaller, type ApiContext } from '../../../utils/api-error';
import { JOB_BOARD_MAX_PAGE, type CandidateAreaService } from '../services/candidate-area';

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () =>
    strapi.service('api::candidate-area.candidate-area') as unknown as CandidateAreaService;

  const documentId = (ctx: ApiContext) => {
    const id = ctx.params.id;
    if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) throw new ApiError(404, 'not_found', 'Non trovato');
    return id;
  };

  return {
    /** GET /api/user/hr-companies: companies with a logo (name, logo, website only). */
    async companies(ctx: ApiContext) {
      await forCaller(ctx, () => service().activeCompanies());
    },

    /** POST /api/user/hr-companies/:id/visit: a logo click, counted once a day per candidate and company. */
    async visitCompany(ctx: ApiContext) {
      await forCaller(ctx, (userId) => service().visitCompany(userId, documentId(ctx)));
    },

    /** POST /api/user/annuncis (spec 02 §7): the job board of the caller. Any body is ignored. */
    async jobPosts(ctx: ApiContext) {
      const raw = Array.isArray(ctx.query.page) ? ctx.query.page[0] : ctx.query.page;
      const page = raw === undefined ? 1 : Number(raw);
      if (!Number.isInteger(page) || page < 1 || page > JOB_BOARD_MAX_PAGE) {
        return apiError(ctx, 400, 'invalid_page', 'Pagina non valida');
      }
      await forCaller(ctx, (userId) => service().jobPosts(userId, page));
      const board = (ctx.body as { data?: { posts?: unknown; pagination?: unknown } } | undefined)?.data;
      if (board?.posts) ctx.body = { data: board.posts, meta: { pagination: board.pagination } };
    },

    /** GET /api/user/annuncis/:id (spec 02 §7). */
    async jobPost(ctx: ApiContext) {
      await forCaller(ctx, (userId) => service().jobPost(userId, documentId(ctx)));
    },

    /** POST /api/user/annuncis/:id/interesse: 'Mi interessa' for the caller. */
    async markInterest(ctx: ApiContext) {
      await forCaller(ctx, (userId) => service().markInterest(userId, documentId(ctx)));
    },
  };
};
