import type { Core } from '@strapi/strapi';
import { parseFilters } from '../../../catalog';
import type { FavouriteResponse, ProfileResponse, UnlockResponse } from '../../../contracts/human-resources';
import { ApiError, answering, apiError, type ApiContext } from '../../../utils/api-error';
import { parseFiltri } from '../../../catalog/pipeline';
import { answerPdf } from '../../../utils/pdf-answer';
import type { SearchScope } from '../services/search';
import { GARANZIA_MESSAGGI } from '../../../catalog/guarantee-rules';
import { ERASED_PROFILE } from '../../../catalog/privacy';

const NOT_FOUND = 'Non siamo riusciti a trovare il profilo';

const flag = (value: unknown): boolean | null => {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return null;
};

// Thin controllers: the role permission (permissions.ts) lets only companies in; here the caller's
// own company is resolved, so every rule below is about that company and no id comes from the client.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::human-resource.human-resource');
  const companyOf = async (ctx: ApiContext) => {
    const company = ctx.state.user ? await service().companyOfUser(ctx.state.user.id) : null;
    if (!company) apiError(ctx, 403, 'not_company', 'Solo le aziende possono cercare i profili');
    return company;
  };
  const input = (ctx: ApiContext, key: string) => ctx.request.body?.[key] ?? ctx.query[key];

  /**
   * The unlocked list's scope: with the pipeline's filters (issue 43: `fase`, `annuncio`, `sbloccato_da`), only the
   * candidates they keep; a filter that means nothing keeps nobody (the page says so with its own message).
   */
  const unlockedScope = async (ctx: ApiContext): Promise<SearchScope> => {
    const parsed = parseFiltri(ctx.query);
    if ('errore' in parsed) return { kind: 'unlocked', ids: [] };
    if (Object.keys(parsed.filtri).length === 0) return { kind: 'unlocked' };
    const pipeline = strapi.service('api::pipeline.pipeline');
    const caller = await pipeline.callerOf(ctx.state.user!.id);
    try {
      return { kind: 'unlocked', ids: await pipeline.matchingIds(caller, parsed.filtri) };
    } catch (error) {
      if (error instanceof ApiError) return { kind: 'unlocked', ids: [] };
      throw error;
    }
  };

  return {
    /** GET /api/human-resources?<filter set>&page=&favourites=true|unlocked=true|consigliati=true */
    async find(ctx: ApiContext) {
      const company = await companyOf(ctx);
      if (!company) return;
      if (flag(ctx.query.consigliati)) {
        // The company's own saved alert filters; any filter in the query string is ignored.
        const page = parseFilters({ page: ctx.query.page }).page;
        const result = await service().recommended(company, page);
        if (!result) return apiError(ctx, 403, 'agency', 'Le agenzie non hanno accesso agli alert');
        ctx.body = result;
        return;
      }
      const scope: SearchScope = flag(ctx.query.unlocked)
        ? await unlockedScope(ctx)
        : flag(ctx.query.favourites)
          ? { kind: 'favourites' }
          : { kind: 'search' };
      ctx.body = await service().search(company, parseFilters(ctx.query), scope);
    },

    /** GET /api/human-resources/:id/cv: the CV (PDF) of a candidate this company unlocked; 404 otherwise. */
    async cv(ctx: ApiContext) {
      const company = await companyOf(ctx);
      if (!company) return;
      await answering(ctx, async () =>
        answerPdf(
          ctx,
          await strapi.service('api::human-resource.cv').forCompany(company, String(ctx.params.id ?? '')),
        ),
      );
    },

    async findOne(ctx: ApiContext) {
      const company = await companyOf(ctx);
      if (!company) return;
      const id = await service().visibleId(company, String(ctx.params.id ?? ''));
      const profile = id === null ? null : await service().profile(company, id);
      if (!profile) {
        // A profile this company unlocked before its candidate erased their account (issue 41): said as such.
        if (await strapi.service('api::unlock.unlock').erasedFor(company.id, String(ctx.params.id ?? '')))
          return apiError(ctx, 404, 'profile_erased', ERASED_PROFILE);
        return apiError(ctx, 404, 'profile_missing', NOT_FOUND);
      }
      ctx.body = { data: profile } satisfies ProfileResponse;
    },

    /** GET|POST /api/human-resources/:id/favourites?favourite=true|false */
    async favourite(ctx: ApiContext) {
      const company = await companyOf(ctx);
      if (!company) return;
      const on = flag(input(ctx, 'favourite'));
      if (on === null)
        return apiError(ctx, 400, 'invalid_flag', 'Il parametro favourite deve essere true o false');
      const id = await service().visibleId(company, String(ctx.params.id ?? ''));
      if (id === null) return apiError(ctx, 404, 'profile_missing', NOT_FOUND);
      const isFavourite = await strapi
        .service('api::favourite.favourite')
        .setFavourite(company.id, id, on, ctx.state.user?.id ?? null);
      ctx.body = { data: { id, isFavourite } } satisfies FavouriteResponse;
    },

    /** GET|POST /api/human-resources/:id/unlock?unlocked=true: 1 credit, once. */
    async unlock(ctx: ApiContext) {
      const company = await companyOf(ctx);
      if (!company) return;
      // An unlock cannot be undone: only unlocked=true (or no value) is accepted.
      if (flag(input(ctx, 'unlocked')) === false)
        return apiError(ctx, 400, 'invalid_flag', 'Uno sblocco non può essere annullato');
      const id = await service().visibleId(company, String(ctx.params.id ?? ''));
      if (id === null) return apiError(ctx, 404, 'profile_missing', NOT_FOUND);
      // Credit guarantee (issue 26): a candidate whose contacts must be verified is not sold again meanwhile.
      if (await strapi.service('api::guarantee-report.guarantee-report').blocksUnlock(company.id, id))
        return apiError(ctx, 409, 'contatti_da_verificare', GARANZIA_MESSAGGI.contatti_da_verificare);
      const outcome = await strapi
        .service('api::unlock.unlock')
        .unlockCandidate(company.id, id, ctx.state.user?.id ?? null);
      if (!outcome.ok) {
        return outcome.reason === 'insufficient'
          ? apiError(ctx, 402, 'insufficient_credits', 'Crediti insufficienti')
          : apiError(ctx, 409, 'exclusive', `In esclusiva fino al ${outcome.esclusiva ?? ''}`, {
              esclusiva: outcome.esclusiva ?? null,
            });
      }
      ctx.body = {
        data: { id, unlocked: true, cost: outcome.cost, data_sblocco: outcome.data_sblocco },
      } satisfies UnlockResponse;
    },
  };
};
