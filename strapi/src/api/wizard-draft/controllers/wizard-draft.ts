import type { Core } from '@strapi/strapi';
import type { DraftResponse } from '../../../contracts/registration';
import { apiError, type ApiContext } from '../../../utils/api-error';
import {
  DRAFT_KINDS,
  DRAFT_MAX_BYTES,
  isDraftKey,
  type DraftKind,
  type DraftService,
} from '../services/wizard-draft';

const invalid = (ctx: ApiContext, message: string) => apiError(ctx, 400, 'invalid', message);
const badKey = (ctx: ApiContext) => invalid(ctx, 'Chiave della bozza non valida');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// No generic CRUD over the content API: only these three handlers, by key.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::wizard-draft.wizard-draft') as unknown as DraftService;

  return {
    async get(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      const draft = await service().findByKey(key);
      if (!draft) return apiError(ctx, 404, 'draft_missing', 'Bozza non trovata');
      ctx.body = { data: draft } satisfies DraftResponse;
    },

    async save(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      const body = ctx.request.body?.data;
      const { kind, data } = isPlainObject(body) ? body : {};
      if (!DRAFT_KINDS.includes(kind as DraftKind)) return invalid(ctx, 'Tipo di bozza non valido');
      if (!isPlainObject(data)) return invalid(ctx, 'Dati della bozza non validi');
      if (Buffer.byteLength(JSON.stringify(data)) > DRAFT_MAX_BYTES) {
        return invalid(ctx, 'La bozza è troppo grande');
      }
      const saved = await service().saveStep(key, kind as DraftKind, data);
      if (!saved) return apiError(ctx, 400, 'draft_kind', 'La bozza appartiene a un altro percorso');
      ctx.body = { data: saved } satisfies DraftResponse;
    },

    async remove(ctx: ApiContext) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return badKey(ctx);
      await service().removeByKey(key);
      ctx.status = 204;
    },
  };
};
