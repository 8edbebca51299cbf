// The recruiter's pipeline's endpoints (issue 43). Thin: the role permissions let only companies in; here the
// caller's company is resolved from the token (PipelineService.callerOf), never from the request, and the services
// answer every refusal as an ApiError (4xx with an Italian message and a `details.code`).
import type { Core } from '@strapi/strapi';
import { PIPELINE_MESSAGGI, PIPELINE_PAGINA, parseFiltri } from '../../../catalog/pipeline';
import { ApiError, answering, forCaller, type ApiContext } from '../../../utils/api-error';
import { isoDateInRome } from '../../../utils/dates';
import { exportFile, type ExportFormat } from '../services/export';
import type { PipelineCaller } from '../services/pipeline';

const filtersOf = (ctx: ApiContext) => {
  const parsed = parseFiltri(ctx.query);
  if ('errore' in parsed) throw new ApiError(400, parsed.errore, PIPELINE_MESSAGGI[parsed.errore]);
  return parsed.filtri;
};

/** `ids=1,2,3`: the candidates of a page of cards (at most a page of the search, 20; more is refused). */
const idsOf = (ctx: ApiContext): number[] | undefined => {
  const raw = ctx.query.ids;
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
  const ids = text === '' ? [] : text.split(',');
  if (ids.length > PIPELINE_PAGINA || !ids.every((id) => /^[1-9]\d{0,9}$/.test(id)))
    throw new ApiError(400, 'filtro_non_valido', PIPELINE_MESSAGGI.filtro_non_valido);
  return ids.map(Number);
};

const body = (ctx: ApiContext) => ctx.request.body ?? {};
const idParam = (ctx: ApiContext) => String(ctx.params.id ?? '');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const pipeline = () => strapi.service('api::pipeline.pipeline');
  const notes = () => strapi.service('api::pipeline.notes');
  const keys = () => strapi.service('api::pipeline.api-keys');

  /** Runs `work` for the caller's company and answers `{ data }`. */
  const forCompany = (ctx: ApiContext, work: (caller: PipelineCaller) => Promise<unknown>) =>
    forCaller(ctx, async (userId) => work(await pipeline().callerOf(userId)));

  return {
    /** GET /api/pipeline?fase=&annuncio=&sbloccato_da=&page=: the unlocked list (its meta too). */
    async list(ctx: ApiContext) {
      await forCompany(ctx, async (caller) => {
        const page = Number(Array.isArray(ctx.query.page) ? ctx.query.page[0] : (ctx.query.page ?? 1));
        return pipeline().list(caller, filtersOf(ctx), Number.isFinite(page) ? page : 1, idsOf(ctx));
      });
      // The list answers its own { data, meta }.
      const answer = ctx.body as { data?: { data?: unknown; meta?: unknown } };
      if (ctx.status === 200 && answer?.data?.meta) ctx.body = answer.data;
    },

    /** GET /api/pipeline/export?formato=csv|xlsx&<filters>: the file, streamed. */
    async exportFile(ctx: ApiContext & { body: unknown }) {
      await forCompany(ctx, async (caller) => {
        const formato = String(ctx.query.formato ?? 'csv');
        if (formato !== 'csv' && formato !== 'xlsx')
          throw new ApiError(400, 'formato', 'Formato di esportazione non valido: scegli CSV o Excel');
        const candidates = await pipeline().all(caller, filtersOf(ctx));
        return { file: exportFile(candidates, formato as ExportFormat, isoDateInRome()) };
      });
      const file = (ctx.body as { data?: { file?: ReturnType<typeof exportFile> } })?.data?.file;
      if (ctx.status !== 200 || !file) return;
      ctx.set('Content-Type', file.type);
      ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = file.body;
    },

    /** GET /api/pipeline/job-posts: candidates per stage of each job post. */
    counts: (ctx: ApiContext) => forCompany(ctx, (caller) => pipeline().countsByPost(caller)),

    /** GET /api/pipeline/job-posts/:id: a job post's pipeline. */
    jobPost: (ctx: ApiContext) => forCompany(ctx, (caller) => pipeline().ofJobPost(caller, idParam(ctx))),

    /** GET /api/pipeline/candidates/:id: one unlocked candidate. */
    candidate: (ctx: ApiContext) => forCompany(ctx, (caller) => pipeline().candidate(caller, idParam(ctx))),

    /** PUT /api/pipeline/candidates/:id/fase { fase }. */
    setFase: (ctx: ApiContext) =>
      forCompany(ctx, (caller) => pipeline().setFase(caller, idParam(ctx), body(ctx).fase)),

    /** PUT /api/pipeline/candidates/:id/annuncio { annuncio: documentId | null }. */
    setAnnuncio: (ctx: ApiContext) =>
      forCompany(ctx, (caller) => pipeline().setAnnuncio(caller, idParam(ctx), body(ctx).annuncio ?? null)),

    /** GET /api/pipeline/candidates/:id/notes. */
    notes: (ctx: ApiContext) => forCompany(ctx, (caller) => notes().list(caller, idParam(ctx))),

    /** POST /api/pipeline/candidates/:id/notes { testo }. */
    async addNote(ctx: ApiContext) {
      await forCompany(ctx, (caller) => notes().add(caller, idParam(ctx), body(ctx).testo));
      if (ctx.status === 200) ctx.status = 201;
    },

    /** PUT /api/pipeline/notes/:id { testo }. */
    editNote: (ctx: ApiContext) =>
      forCompany(ctx, (caller) => notes().edit(caller, idParam(ctx), body(ctx).testo)),

    /** DELETE /api/pipeline/notes/:id. */
    removeNote: (ctx: ApiContext) => forCompany(ctx, (caller) => notes().remove(caller, idParam(ctx))),

    /** GET /api/company-stats: what the company's money did (/company-info's charts). */
    stats: (ctx: ApiContext) => forCompany(ctx, (caller) => strapi.service('api::pipeline.stats').of(caller)),

    /** GET /api/company-api-keys (titolare). */
    keys: (ctx: ApiContext) => forCompany(ctx, (caller) => keys().list(caller)),

    /** POST /api/company-api-keys { nome } (titolare): the key, shown this once. */
    async createKey(ctx: ApiContext) {
      await forCompany(ctx, (caller) => keys().create(caller, body(ctx).nome));
      if (ctx.status === 200) ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
    },

    /** DELETE /api/company-api-keys/:id (titolare). */
    revokeKey: (ctx: ApiContext) => forCompany(ctx, (caller) => keys().revoke(caller, idParam(ctx))),

    /**
     * GET /api/ats/v1/candidati?<filters>&page= with `Authorization: Bearer <key>` or `X-Api-Key: <key>`: the stable
     * JSON of docs/ats-api.md.
     */
    async ats(ctx: ApiContext) {
      await answering(ctx, async () => {
        const header = ctx.request.headers['x-api-key'] ?? ctx.request.headers.authorization;
        const caller = await keys().callerOfKey(Array.isArray(header) ? header[0] : header);
        const filtri = filtersOf(ctx);
        if (filtri.sbloccato_da === 'me')
          throw new ApiError(400, 'filtro_non_valido', PIPELINE_MESSAGGI.filtro_non_valido);
        const all = await pipeline().all(caller, filtri);
        const raw = Number(ctx.query.page ?? 1);
        const pageCount = Math.max(1, Math.ceil(all.length / ATS_PAGE));
        const page = Math.min(Math.max(1, Number.isInteger(raw) ? raw : 1), pageCount);
        ctx.body = {
          data: all.slice((page - 1) * ATS_PAGE, page * ATS_PAGE).map((c) => ({
            id: c.id,
            nome: c.nome,
            cognome: c.cognome,
            email: c.email,
            telefono: c.telefono,
            comune: c.comune,
            provincia: c.provincia,
            fase: c.fase,
            annuncio: c.annuncio?.posizione ?? null,
            ultima_nota: c.ultima_nota?.testo ?? null,
            data_sblocco: c.data_sblocco,
            sbloccato_da: c.sbloccato_da,
            aggiornato_il: c.aggiornato_il,
          })),
          meta: { pagination: { page, pageSize: ATS_PAGE, pageCount, total: all.length } },
        };
        ctx.set('Cache-Control', 'no-store');
      });
      // Past the key's limit: when to try again (RFC 9110 Retry-After, in seconds), as the error's details say.
      const details = (ctx.body as { error?: { details?: { riprova_tra?: unknown } } } | null)?.error
        ?.details;
      if (ctx.status === 429 && typeof details?.riprova_tra === 'number')
        ctx.set('Retry-After', String(details.riprova_tra));
    },
  };
};

/** The ATS endpoint's page size (larger than the screen's: a machine reads it). */
const ATS_PAGE = PIPELINE_PAGINA * 5;
