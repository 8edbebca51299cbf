// The recruiter's pipeline's server side (issue 43): what the unlocked list, the resource profile and the job post's
// page read of it, and the one action their stage, job post and note forms post to (each page's action hands its
// `pipeline-*` intents here). Strapi is the authority (api/pipeline): it checks that the candidate is one the caller's
// company unlocked, the stage, the note's length; its refusals come back as their Italian message.
import { data, redirect } from '@remix-run/node';
import { PIPELINE_MESSAGGI, parseFiltri, type PipelineFiltri } from '#catalog/pipeline.ts';
import { contracts } from '#contracts/index.ts';
import type { ApiKeyView, PipelineCandidate, PipelineNote } from '#contracts/pipeline.ts';
import { isSafeLocalPath } from '#app/lib/routes.ts';
import { getJwt } from '#app/server/session.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { pathOf } from '#app/server/strapi-endpoint.server.ts';
import { strapiDownload } from '#app/server/strapi.server.ts';
import { pipeline as texts } from '#app/texts/index.ts';

export type { ApiKeyView, PipelineCandidate, PipelineNote };

const ID = /^[A-Za-z0-9]{1,40}$/;

const failed = (result: { status: number; error: { message: string } }): never => {
  throw new Response(result.error.message, { status: result.status });
};

/** One unlocked candidate's pipeline, or null when the company has not unlocked it. */
export async function loadPipelineCandidate(request: Request, id: string) {
  if (!ID.test(id)) return null;
  const [candidate, notes] = await Promise.all([
    strapi.pipeline.candidate(request, { params: { id } }),
    strapi.pipeline.notes(request, { params: { id } }),
  ]);
  if (!candidate.ok || !notes.ok) {
    const refusal = !candidate.ok ? candidate : notes.ok ? null : notes;
    if (refusal && (refusal.status === 404 || refusal.status === 403)) return null;
    return refusal ? failed(refusal) : null;
  }
  return { candidate: candidate.data.data, notes: notes.data.data };
}

/** The list's pipeline filters from the URL, or null when one means nothing. */
export const pipelineFilters = (params: URLSearchParams): PipelineFiltri | null => {
  const parsed = parseFiltri(Object.fromEntries(params));
  return 'errore' in parsed ? null : parsed.filtri;
};

/** The URL query of a filter set (the export's links, the filter form's state). */
export const filtersQuery = (filtri: PipelineFiltri) =>
  new URLSearchParams(
    Object.entries(filtri).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The unlocked candidates of a filter, one page, with the team for the "sbloccato da" filter. */
export async function loadPipelineList(request: Request, filtri: PipelineFiltri, page = 1) {
  const query = [filtersQuery(filtri), `page=${page}`].filter(Boolean).join('&');
  const result = await strapi.pipeline.list(request, { query });
  if (!result.ok) return failed(result);
  return result.data;
}

/** The pipeline of the cards of a page (the unlocked list), by candidate id, and the team that unlocked. */
export async function loadCardsPipeline(request: Request, ids: number[]) {
  const result = await strapi.pipeline.list(request, { query: { ids: ids.join(',') } });
  if (!result.ok) return failed(result);
  return {
    byId: Object.fromEntries(result.data.data.map((c) => [c.id, c])) as Record<number, PipelineCandidate>,
    squadra: result.data.meta.squadra,
  };
}

/** A job post's pipeline by stage; null when the post is not the company's. */
export async function loadJobPostPipeline(request: Request, documentId: string) {
  if (!ID.test(documentId)) return null;
  const result = await strapi.pipeline.jobPost(request, { params: { id: documentId } });
  if (result.ok) return result.data.data;
  if (result.status === 404) return null;
  return failed(result);
}

/** Candidates per stage of each of the company's job posts. */
export async function loadStageCounts(request: Request) {
  const result = await strapi.pipeline.counts(request);
  if (!result.ok) return failed(result);
  return result.data.data;
}

/** The export's file streamed from Strapi; a 400 page for a filter or format that means nothing. */
export async function exportFile(request: Request) {
  const url = new URL(request.url);
  const formato = url.searchParams.get('formato') === 'xlsx' ? 'xlsx' : 'csv';
  const filtri = pipelineFilters(url.searchParams);
  if (!filtri) throw new Response(PIPELINE_MESSAGGI.filtro_non_valido, { status: 400 });
  const jwt = await getJwt(request);
  if (!jwt) throw redirect('/');
  const query = [`formato=${formato}`, filtersQuery(filtri)].filter(Boolean).join('&');
  const download = await strapiDownload(pathOf(contracts.pipeline.exportFile, { query }), jwt);
  if (!download.ok) throw new Response(PIPELINE_MESSAGGI.filtro_non_valido, { status: 400 });
  return download.response;
}

export const PIPELINE_INTENTS = [
  'pipeline-fase',
  'pipeline-annuncio',
  'pipeline-nota',
  'pipeline-nota-modifica',
  'pipeline-nota-elimina',
] as const;
export type PipelineIntent = (typeof PIPELINE_INTENTS)[number];

export const isPipelineIntent = (value: unknown): value is PipelineIntent =>
  typeof value === 'string' && (PIPELINE_INTENTS as readonly string[]).includes(value);

/** What a pipeline form gets back: its refusal and what was typed (JS off: the page draws them). */
export type PipelineActionData = {
  pipeline: {
    ok: boolean;
    intent: PipelineIntent;
    candidate: string;
    note?: string;
    message?: string;
    testo?: string;
  };
};

/**
 * A stage, job post or note form's post. With JavaScript (a fetcher, `_fetcher=1`) the answer is data; without, a
 * redirect back on success (post/redirect/get), the page with the message and the typed text on a refusal.
 */
export async function pipelineAction(request: Request, form: FormData, fallback: string) {
  const intent = form.get('intent') as PipelineIntent;
  const candidate = String(form.get('candidato') ?? '');
  const note = String(form.get('nota') ?? '');
  const testo = typeof form.get('testo') === 'string' ? String(form.get('testo')) : undefined;
  const redirectTo = String(form.get('redirectTo') ?? '');
  const back = isSafeLocalPath(redirectTo) ? redirectTo : fallback;
  const safe = (value: string) => (ID.test(value) ? value : '0');
  const noteId = /^\d{1,10}$/.test(note) ? note : '0';
  const params = { id: safe(candidate) };
  const call =
    intent === 'pipeline-fase'
      ? strapi.pipeline.setFase(request, { params, json: { fase: String(form.get('fase') ?? '') } })
      : intent === 'pipeline-annuncio'
        ? strapi.pipeline.setAnnuncio(request, {
            params,
            json: { annuncio: String(form.get('annuncio') ?? '') || null },
          })
        : intent === 'pipeline-nota'
          ? strapi.pipeline.addNote(request, { params, json: { testo: testo ?? '' } })
          : intent === 'pipeline-nota-modifica'
            ? strapi.pipeline.editNote(request, { params: { id: noteId }, json: { testo: testo ?? '' } })
            : strapi.pipeline.removeNote(request, { params: { id: noteId } });
  const result = await call;
  if (result.ok) {
    if (form.get('_fetcher') === '1')
      return data<PipelineActionData>({ pipeline: { ok: true, intent, candidate, note } });
    throw redirect(back);
  }
  if (result.status >= 500) return failed(result);
  return data<PipelineActionData>(
    {
      pipeline: {
        ok: false,
        intent,
        candidate,
        note,
        message: result.error.message || texts.failed,
        testo,
      },
    },
    result.status === 401 ? 400 : result.status,
  );
}

/** The company's API keys (the titolare's /company-info); null for a member (Strapi: 403) or when unavailable. */
export async function loadApiKeys(request: Request): Promise<ApiKeyView[] | null> {
  const result = await strapi.pipeline.keys(request, { serverErrors: 'return' });
  return result.ok ? result.data.data : null;
}

export const API_KEY_INTENTS = ['chiave-crea', 'chiave-revoca'] as const;
export const isApiKeyIntent = (value: unknown): value is (typeof API_KEY_INTENTS)[number] =>
  typeof value === 'string' && (API_KEY_INTENTS as readonly string[]).includes(value);

/** What the API key forms get back: the new key (this once), or the refusal and the typed name. */
export type ApiKeyActionData = { apiKey: { created?: string; message?: string; nome?: string } };

/** Creates or revokes a key; the new key is answered as data, never put in a URL, a redirect or a log. */
export async function apiKeyAction(request: Request, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'chiave-revoca') {
    const id = String(form.get('chiave') ?? '');
    const result = await strapi.pipeline.revokeKey(request, {
      params: { id: /^\d{1,10}$/.test(id) ? id : '0' },
    });
    if (result.ok) throw redirect('/company-info/chiavi-api');
    if (result.status >= 500) return failed(result);
    return data<ApiKeyActionData>({ apiKey: { message: result.error.message } }, result.status);
  }
  const nome = String(form.get('nome') ?? '');
  const result = await strapi.pipeline.createKey(request, { json: { nome } });
  if (result.ok)
    return data<ApiKeyActionData>(
      { apiKey: { created: result.data.data.chiave } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  if (result.status >= 500) return failed(result);
  return data<ApiKeyActionData>({ apiKey: { message: result.error.message, nome } }, result.status);
}
