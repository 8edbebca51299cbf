// Thin handlers of the candidates' job board: who is calling comes from the JWT (ctx.state.user), never from the
// request body; the service works only on that user's hr_user.
import type { Core } from '@strapi/strapi';
import { parseFilters } from '../../../catalog';
import type { BoardJobPostResponse, JobBoardResponse } from '../../../contracts/job-posts';
import { apiError, documentIdParam, forCaller, type ApiContext } from '../../../utils/api-error';
import { JOB_BOARD_MAX_PAGE, type BoardService } from '../services/board';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::annunci.board');

  return {
    /**
     * POST /api/user/annuncis (spec 02 §7): the job board of the caller. Any body is ignored. `?distanza=` is read
     * as the search's filter reads it (one of DISTANZE_KM, anything else is no filter: the app says so).
     */
    async jobPosts(ctx: ApiContext) {
      const raw = Array.isArray(ctx.query.page) ? ctx.query.page[0] : ctx.query.page;
      const page = raw === undefined ? 1 : Number(raw);
      if (!Number.isInteger(page) || page < 1 || page > JOB_BOARD_MAX_PAGE) {
        return apiError(ctx, 400, 'invalid_page', 'Pagina non valida');
      }
      const { distanza } = parseFilters({ distanza: ctx.query.distanza });
      await forCaller(ctx, (userId) => service().jobPosts(userId, page, distanza));
      const board = (ctx.body as { data?: Awaited<ReturnType<BoardService['jobPosts']>> } | undefined)?.data;
      if (board?.posts) {
        ctx.body = {
          data: board.posts,
          meta: { pagination: board.pagination, distanza: board.distanza },
        } satisfies JobBoardResponse;
      }
    },

    /** GET /api/user/annuncis/:id (spec 02 §7). */
    async jobPost(ctx: ApiContext) {
      await forCaller(ctx, (userId): Promise<BoardJobPostResponse['data']> =>
        service().jobPost(userId, documentIdParam(ctx)),
      );
    },

    /** POST /api/user/annuncis/:id/interesse: 'Mi interessa' for the caller. */
    async markInterest(ctx: ApiContext) {
      await forCaller(ctx, (userId): Promise<BoardJobPostResponse['data']> =>
        service().markInterest(userId, documentIdParam(ctx)),
      );
    },
  };
};
