// The company's own job posts (issue 10, spec 02 §7): thin handlers. The role permission (permissions.ts) lets
// only companies in; here the caller's company is resolved from the JWT (never from the body or the query),
// agencies are refused (403) and every error of the service becomes its 4xx.
import type { Core } from '@strapi/strapi';
import type {
  CompanyJobPostResponse,
  CompanyJobPostsResponse,
  InterestedResponse,
} from '../../../contracts/job-posts';
import { answering, apiError, type ApiContext } from '../../../utils/api-error';
import type { JobPostCompany } from '../services/annunci';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::annunci.annunci');

  /** Runs `work` for the caller's company, mapping the service's errors to 4xx answers. */
  const forCompany = async <T extends { data: unknown }>(
    ctx: ApiContext,
    work: (company: JobPostCompany) => Promise<T['data']>,
  ) => {
    const company = ctx.state.user ? await service().companyOfUser(ctx.state.user.id) : null;
    if (!company) return apiError(ctx, 403, 'not_company', 'Solo le aziende pubblicano annunci');
    if (company.agency)
      return apiError(ctx, 403, 'agency', 'Le agenzie per il lavoro non pubblicano annunci');
    await answering(ctx, async () => {
      ctx.body = { data: await work(company) };
    });
  };

  /** `{ data: {...} }` as the spec sends it; anything else is an empty object (then judged by the rules). */
  const dataOf = (ctx: ApiContext) => {
    const body = ctx.request.body;
    return isRecord(body) && isRecord(body.data) ? body.data : {};
  };
  const id = (ctx: ApiContext) => String(ctx.params.id ?? '');

  return {
    /** GET /api/annuncis: the caller's posts, newest first. Filters in the query are ignored. */
    async list(ctx: ApiContext) {
      await forCompany<CompanyJobPostsResponse>(ctx, (company) => service().list(company));
    },
    /** POST /api/annuncis: body {data:{posizione, ...}}; `hr_company` is the caller's, whatever the body says. */
    async create(ctx: ApiContext) {
      await forCompany<CompanyJobPostResponse>(ctx, async (company) => {
        const created = await service().create(company, dataOf(ctx), ctx.state.user?.id ?? null);
        ctx.status = 201;
        return created;
      });
    },
    async findOwn(ctx: ApiContext) {
      await forCompany<CompanyJobPostResponse>(ctx, (company) => service().findOwn(company, id(ctx)));
    },
    /** PUT /api/annuncis/:id: fields, visibile, archiviato (irreversible). */
    async update(ctx: ApiContext) {
      await forCompany<CompanyJobPostResponse>(ctx, (company) =>
        service().update(company, id(ctx), dataOf(ctx)),
      );
    },
    /** GET /api/annuncis/:id/interessati: candidate cards, never a candidate who blacklisted the company. */
    async interessati(ctx: ApiContext) {
      await forCompany<InterestedResponse>(ctx, (company) => service().interested(company, id(ctx)));
    },
  };
};
