import type { Core } from '@strapi/strapi';
import {
  DRAFT_KINDS,
  DRAFT_MAX_BYTES,
  isDraftKey,
  type DraftKind,
  type DraftService,
} from '../services/wizard-draft';

type Ctx = {
  params: { key?: string };
  request: { body?: { data?: { kind?: unknown; data?: unknown } } };
  body: unknown;
  status: number;
  badRequest: (message: string) => void;
  notFound: (message: string) => void;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// No generic CRUD over the content API: only these three handlers, by key.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::wizard-draft.wizard-draft') as unknown as DraftService;

  return {
    async get(ctx: Ctx) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return ctx.badRequest('Chiave della bozza non valida');
      const draft = await service().findByKey(key);
      if (!draft) return ctx.notFound('Bozza non trovata');
      ctx.body = { data: draft };
    },

    async save(ctx: Ctx) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return ctx.badRequest('Chiave della bozza non valida');
      const { kind, data } = ctx.request.body?.data ?? {};
      if (!DRAFT_KINDS.includes(kind as DraftKind)) return ctx.badRequest('Tipo di bozza non valido');
      if (!isPlainObject(data)) return ctx.badRequest('Dati della bozza non validi');
      if (Buffer.byteLength(JSON.stringify(data)) > DRAFT_MAX_BYTES) {
        return ctx.badRequest('La bozza è troppo grande');
      }
      const saved = await service().saveStep(key, kind as DraftKind, data);
      if (!saved) return ctx.badRequest('La bozza appartiene a un altro percorso');
      ctx.body = { data: saved };
    },

    async remove(ctx: Ctx) {
      const key = ctx.params.key;
      if (!isDraftKey(key)) return ctx.badRequest('Chiave della bozza non valida');
      await service().removeByKey(key);
      ctx.status = 204;
    },
  };
};
