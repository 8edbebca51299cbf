import type { Core } from '@strapi/strapi';
import type { DraftResponse } from '../../../contracts/registration';
import { apiError, type ApiContext } from '../../../utils/api-error';
import { directVisitorLimit, portalLimits, TOO_MANY_ATTEMPTS } from '../../../utils/direct-limits';
import { isInternalCall } from '../../../utils/internal-auth';
import { visitorOf } from '../../../middlewares/client-of-portal';
import {
  DRAFT_KINDS,
  DRAFT_MAX_BYTES,
  isDraftKey,
  isDraftKind,
  type DraftKind,
  type SaveOutcome,
} from '../services/wizard-draft';

const invalid = (ctx: ApiContext, message: string) => apiError(ctx, 400, 'invalid', message);
const badKey = (ctx: ApiContext) => invalid(ctx, 'Chiave della bozza non valida');
const badKind = (ctx: ApiContext) => invalid(ctx, 'Tipo di bozza non valido');
const missing = (ctx: ApiContext) => apiError(ctx, 404, 'draft_missing', 'Bozza non trovata');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The posted step ({data: {kind?, data}}) when it is an object and not over the size bound by itself. */
const postedData = (ctx: ApiContext): Record<string, unknown> | string => {
  const body = ctx.request.body?.data;
  const { data } = isPlainObject(body) ? body : {};
  if (!isPlainObject(data)) return 'Dati della bozza non validi';
  if (Buffer.byteLength(JSON.stringify(data)) > DRAFT_MAX_BYTES) return 'La bozza è troppo grande';
  return data;
};

const answer = (ctx: ApiContext, outcome: SaveOutcome) => {
  if (outcome.ok) {
    ctx.body = { data: outcome.draft } satisfies DraftResponse;
    return;
  }
  if (outcome.code === 'draft_too_big')
    return apiError(ctx, 400, 'draft_too_big', 'La bozza è troppo grande');
  return apiError(ctx, 400, 'draft_kind', 'La bozza appartiene a un altro percorso');
};

// No generic CRUD over the content API: anonymous drafts by key, a signed-in user's own draft by kind.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::wizard-draft.wizard-draft');
  const ownerOf = (ctx: ApiContext): number | null => ctx.state.user?.id ?? null;

  return {
    async get(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      const draft = await service().findByKey(key);
      if (!draft) return missing(ctx);
      ctx.body = { data: draft } satisfies DraftResponse;
    },

    async save(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      const kind = (ctx.request.body?.data as { kind?: unknown } | undefined)?.kind;
      if (!DRAFT_KINDS.includes(kind as DraftKind)) return badKind(ctx);
      const data = postedData(ctx);
      if (typeof data === 'string') return invalid(ctx, data);
      // A direct caller (issue 39 item 13) starts new anonymous drafts within the portal's own limit, in the
      // portal's counter (app/server/drafts.server.ts counts the Remix server's new drafts there itself).
      if (
        !isInternalCall(ctx.request.headers) &&
        !(await service().findByKey(key)) &&
        !(await directVisitorLimit(strapi, 'wizard-draft', visitorOf(ctx), portalLimits().draftsPerIp))
      )
        return apiError(ctx, 429, 'too_many', TOO_MANY_ATTEMPTS);
      return answer(ctx, await service().saveStep(key, kind as DraftKind, data));
    },

    async remove(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      await service().removeByKey(key);
      ctx.status = 204;
    },

    async getOwn(ctx: ApiContext) {
      const owner = ownerOf(ctx);
      if (owner === null) return apiError(ctx, 401, 'unauthorized', 'Accesso richiesto');
      if (!isDraftKind(ctx.params.kind)) return badKind(ctx);
      const draft = await service().findOwn(owner, ctx.params.kind);
      if (!draft) return missing(ctx);
      ctx.body = { data: draft };
    },

    async saveOwn(ctx: ApiContext) {
      const owner = ownerOf(ctx);
      if (owner === null) return apiError(ctx, 401, 'unauthorized', 'Accesso richiesto');
      if (!isDraftKind(ctx.params.kind)) return badKind(ctx);
      const data = postedData(ctx);
      if (typeof data === 'string') return invalid(ctx, data);
      return answer(ctx, await service().saveOwn(owner, ctx.params.kind, data));
    },

    async removeOwn(ctx: ApiContext) {
      const owner = ownerOf(ctx);
      if (owner === null) return apiError(ctx, 401, 'unauthorized', 'Accesso richiesto');
      if (!isDraftKind(ctx.params.kind)) return badKind(ctx);
      await service().removeOwn(owner, ctx.params.kind);
      ctx.status = 204;
    },
  };
};
