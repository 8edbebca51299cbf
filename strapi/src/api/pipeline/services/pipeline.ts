/**
 * The recruiter's pipeline (issue 43, decisions.md "The recruiter's pipeline"): the stage of each candidate a company
 * unlocked (columns of its unlock row: fase, fase_il, fase_autore, annuncio, aggiornato_il), its list with filters, a
 * job post's pipeline and the counts per stage. Every entry point takes the caller's company from the token
 * (`callerOf`), and every candidate id goes through `unlockOf`: a candidate the company has not unlocked is a 404,
 * whoever asks. "Non raggiungibile" is never stored: it follows the guarantee report (catalog/pipeline.ts `faseVista`,
 * on guarantee-rules.ts `isUnreachable`).
 * A company's unlocks are counted in hundreds (each costs a credit), so the list is computed over all of them in one
 * read per table, then filtered, sorted and paged here: the stage shown depends on the report, not on one column.
 */
import type { Core, UID } from '@strapi/strapi';
import {
  FASI_VISTE,
  PIPELINE_MESSAGGI,
  PIPELINE_PAGINA,
  faseVista,
  isFaseScelta,
  type Fase,
  type FaseScelta,
  type PipelineErrore,
  type PipelineFiltri,
} from '../../../catalog/pipeline';
import type { GaranziaStato } from '../../../catalog/guarantee-rules';
import type {
  JobPostPipelineResponse,
  JobPostStageCountsResponse,
  PipelineCandidate,
  PipelineListResponse,
  PipelineNote,
} from '../../../contracts/pipeline';
import { ApiError, type ErrorStatus } from '../../../utils/api-error';
import { findRow, findRows } from '../../../utils/rows';
import { chiave } from '../../human-resource/services/search';

const UNLOCK = 'api::unlock.unlock';
const REPORT: UID.ContentType = 'api::guarantee-report.guarantee-report';
const NOTE: UID.ContentType = 'api::pipeline.candidate-note';
const POST = 'api::annunci.annunci';
const HR_COMPANY = 'api::hr-company.hr-company';

export const refused = (status: ErrorStatus, code: PipelineErrore) =>
  new ApiError(status, code, PIPELINE_MESSAGGI[code]);

/** Who is calling: the account, its company (from the token, never from the request) and whether it is the titolare. */
export type PipelineCaller = { userId: number; companyId: number; titolare: boolean; piva: string | null };

type Ref = { id: number } | null | undefined;
type UnlockRow = {
  id: number;
  chiave: string;
  data_sblocco: string;
  fase: string | null;
  fase_il: string | null;
  aggiornato_il: string | null;
  hr_user?: {
    id: number;
    documentId: string;
    nome: string | null;
    cognome: string | null;
    email: string | null;
    telefono: string | null;
    citta: string | null;
    provincia: string | null;
  } | null;
  autore?: Ref;
  fase_autore?: Ref;
  annuncio?: { id: number; documentId: string; posizione: string } | null;
};

/** A note as read here and by notes.ts (findRow's columns are optional; testo and scritta_il are required). */
type NoteRow = {
  id: number;
  testo?: string | null;
  scritta_il?: string | Date | null;
  modificata_il?: string | Date | null;
  autore?: Ref;
  hr_user?: Ref;
};

/** What the service reads of a candidate beside its view (filters, counts), taken off before answering. */
type Internal = { sbloccato_da_id: number | null; annuncio_id: number | null };

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

const UNLOCK_READ = {
  select: ['id', 'chiave', 'data_sblocco', 'fase', 'fase_il', 'aggiornato_il'],
  populate: {
    hr_user: { select: ['id', 'documentId', 'nome', 'cognome', 'email', 'telefono', 'citta', 'provincia'] },
    autore: { select: ['id'] },
    fase_autore: { select: ['id'] },
    annuncio: { select: ['id', 'documentId', 'posizione'] },
  },
};

const pipelineService = ({ strapi }: { strapi: Core.Strapi }) => {
  const names = (companyId: number, ids: Array<number | undefined>) =>
    strapi.service('api::team-member.team-member').names(
      companyId,
      ids.filter((id): id is number => typeof id === 'number'),
    );

  /** The note as the caller sees it. */
  const noteView = (caller: PipelineCaller, row: NoteRow, authors: Map<number, string>): PipelineNote => ({
    id: row.id,
    testo: row.testo ?? '',
    autore: authors.get(row.autore?.id ?? -1) ?? null,
    scritta_il: iso(row.scritta_il) ?? '',
    modificata_il: iso(row.modificata_il),
    modificabile: caller.titolare || row.autore?.id === caller.userId,
  });

  /** Every unlock of the company with what the pipeline shows of it, newest change first. */
  const candidatesOf = async (caller: PipelineCaller, only?: (row: UnlockRow) => boolean) => {
    const { companyId } = caller;
    const [unlocks, reports, notes] = await Promise.all([
      strapi.db.query(UNLOCK).findMany({
        where: { hr_company: { id: companyId } },
        ...UNLOCK_READ,
      }) as Promise<UnlockRow[]>,
      strapi.db.query(REPORT).findMany({
        where: { hr_company: { id: companyId } },
        select: ['chiave', 'stato', 'segnalata_il'],
      }) as Promise<Array<{ chiave: string; stato: GaranziaStato; segnalata_il: string }>>,
      strapi.db.query(NOTE).findMany({
        where: { hr_company: { id: companyId } },
        select: ['id', 'testo', 'scritta_il', 'modificata_il'],
        populate: { autore: { select: ['id'] }, hr_user: { select: ['id'] } },
        orderBy: [{ scritta_il: 'desc' }, { id: 'desc' }],
      }) as Promise<NoteRow[]>,
    ]);
    const rows = unlocks.filter((row) => row.hr_user && (!only || only(row)));
    const reportOf = new Map(reports.map((r) => [r.chiave, r]));
    const lastNote = new Map<number, NoteRow>();
    for (const note of notes) {
      const user = note.hr_user?.id;
      if (user !== undefined && !lastNote.has(user)) lastNote.set(user, note);
    }
    const authors = await names(companyId, [
      ...rows.flatMap((row) => [row.autore?.id, row.fase_autore?.id]),
      ...[...lastNote.values()].map((note) => note.autore?.id),
    ]);
    const candidates = rows.map((row): PipelineCandidate & Internal => {
      const user = row.hr_user!;
      const report = reportOf.get(row.chiave);
      const note = lastNote.get(user.id);
      const faseIl = iso(row.fase_il);
      const scelta: FaseScelta = isFaseScelta(row.fase) ? row.fase : 'da_contattare';
      const changed = [
        iso(row.aggiornato_il),
        faseIl,
        iso(row.data_sblocco),
        note ? iso(note.scritta_il) : null,
      ]
        .filter((value): value is string => Boolean(value))
        .sort()
        .at(-1)!;
      return {
        id: user.id,
        documentId: user.documentId,
        nome: user.nome ?? '',
        cognome: user.cognome ?? '',
        email: user.email ?? null,
        telefono: user.telefono ?? null,
        comune: user.citta ?? null,
        provincia: user.provincia ?? null,
        fase: faseVista({
          fase: scelta,
          faseIl: faseIl ? new Date(faseIl) : null,
          report: report ? { stato: report.stato, segnalata_il: new Date(report.segnalata_il) } : null,
        }),
        fase_scelta: scelta,
        fase_il: faseIl,
        fase_da: authors.get(row.fase_autore?.id ?? -1) ?? null,
        annuncio: row.annuncio
          ? { documentId: row.annuncio.documentId, posizione: row.annuncio.posizione }
          : null,
        ultima_nota: note ? noteView(caller, note, authors) : null,
        data_sblocco: iso(row.data_sblocco) ?? '',
        sbloccato_da: authors.get(row.autore?.id ?? -1) ?? null,
        sbloccato_da_id: row.autore?.id ?? null,
        annuncio_id: row.annuncio?.id ?? null,
        aggiornato_il: changed,
      };
    });
    candidates.sort((a, b) => b.aggiornato_il.localeCompare(a.aggiornato_il) || b.id - a.id);
    return { candidates, authors };
  };

  const withoutInternal = ({
    sbloccato_da_id: _by,
    annuncio_id: _post,
    ...candidate
  }: PipelineCandidate & Partial<Internal>): PipelineCandidate => candidate;

  /** The company's unlock of a candidate (by id or documentId), or 404: unknown, hidden, or not unlocked by it. */
  const unlockOf = async (caller: PipelineCaller, raw: string) => {
    const hrUserId = await strapi
      .service('api::human-resource.human-resource')
      .visibleId({ id: caller.companyId, piva: caller.piva, provincia: null }, raw);
    const row =
      hrUserId === null
        ? null
        : await findRow(strapi, UNLOCK, {
            where: { chiave: chiave(caller.companyId, hrUserId) },
            select: ['id'],
          });
    if (!row || hrUserId === null) throw refused(404, 'non_sbloccato');
    return { hrUserId, unlockId: row.id };
  };

  /** One candidate as the list shows it (after a change). */
  const candidateView = async (caller: PipelineCaller, unlockId: number) => {
    const { candidates } = await candidatesOf(caller, (row) => row.id === unlockId);
    return withoutInternal(candidates[0]);
  };

  const filtered = async (caller: PipelineCaller, filtri: PipelineFiltri, only?: Set<number>) => {
    let postId: number | null = null;
    if (filtri.annuncio) postId = (await postOf(caller, filtri.annuncio)).id;
    const by = filtri.sbloccato_da === 'me' ? caller.userId : filtri.sbloccato_da;
    const { candidates, authors } = await candidatesOf(
      caller,
      (row) =>
        (postId === null || row.annuncio?.id === postId) &&
        (by === undefined || row.autore?.id === by) &&
        (!only || only.has(row.hr_user?.id ?? -1)),
    );
    return {
      candidates: filtri.fase ? candidates.filter((c) => c.fase === filtri.fase) : candidates,
      all: candidates,
      authors,
    };
  };

  /** One of the company's job posts by documentId, or 404. */
  const postOf = async (caller: PipelineCaller, documentId: string) => {
    const post = await findRow(strapi, POST, {
      where: { documentId, hr_company: { id: caller.companyId } },
      select: ['id', 'documentId', 'posizione'],
    });
    if (!post) throw refused(404, 'annuncio_mancante');
    return post;
  };

  /** The candidates interested in `postIds` that the company may see, as (post, candidate) pairs. */
  const interested = async (caller: PipelineCaller, postIds: number[]) => {
    if (postIds.length === 0) return [] as Array<{ post: number; user: number }>;
    const { query, post, user } = strapi.service('api::annunci.interested').rows(postIds, caller.piva);
    const rows = (await query.select(`${post} as post`, `${user} as user`)) as Array<{
      post: number;
      user: number;
    }>;
    return rows.map((row) => ({ post: Number(row.post), user: Number(row.user) }));
  };

  return {
    /** The caller's company and role, or 403 for an account that is no company's. */
    async callerOf(userId: number): Promise<PipelineCaller> {
      const access = await strapi.service('api::me.own-profile').companyAccess(userId);
      if (!access) throw new ApiError(403, 'not_company', 'Solo le aziende gestiscono i candidati sbloccati');
      const company = await findRow(strapi, HR_COMPANY, {
        where: { id: access.companyId },
        select: ['piva'],
      });
      return {
        userId,
        companyId: access.companyId,
        titolare: access.titolare,
        piva: company?.piva?.trim() || null,
      };
    },

    unlockOf,

    /** The unlocked list, filtered, newest change first, one page. */
    async list(
      caller: PipelineCaller,
      filtri: PipelineFiltri,
      page = 1,
      /** Only these candidates (the cards of a page of the unlocked list). */
      only?: number[],
    ): Promise<PipelineListResponse> {
      const { candidates, all, authors } = await filtered(caller, filtri, only ? new Set(only) : undefined);
      const pageCount = Math.max(1, Math.ceil(candidates.length / PIPELINE_PAGINA));
      const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
      const squadra = [...new Set(all.flatMap((c) => (c.sbloccato_da_id ? [c.sbloccato_da_id] : [])))]
        .map((id) => ({ id, nome: authors.get(id) ?? '' }))
        .filter((member) => member.nome);
      return {
        data: candidates
          .slice((current - 1) * PIPELINE_PAGINA, current * PIPELINE_PAGINA)
          .map(withoutInternal),
        meta: {
          pagination: { page: current, pageSize: PIPELINE_PAGINA, pageCount, total: candidates.length },
          squadra,
          io: caller.userId,
        },
      };
    },

    /** The ids of the candidates of a filter (the unlocked list's cards, the search's `unlocked` scope). */
    async matchingIds(caller: PipelineCaller, filtri: PipelineFiltri): Promise<number[]> {
      return (await filtered(caller, filtri)).candidates.map((c) => c.id);
    },

    /** The team of the company for the list's "sbloccato da" filter: who unlocked something. */
    async unlockers(caller: PipelineCaller) {
      const { all, authors } = await filtered(caller, {});
      return [...new Set(all.flatMap((c) => (c.sbloccato_da_id ? [c.sbloccato_da_id] : [])))]
        .map((id) => ({ id, nome: authors.get(id) ?? '' }))
        .filter((member) => member.nome);
    },

    /**
     * Unlocks from before the pipeline get their unlock's moment as their last change, so the list's order (the
     * search's `unlocked` scope, newest change first) holds them where their unlock put them. Idempotent, at start.
     */
    async backfill(): Promise<number> {
      return Number(
        await strapi.db
          .connection('unlocks')
          .whereNull('aggiornato_il')
          .update({ aggiornato_il: strapi.db.connection.ref('data_sblocco') }),
      );
    },

    /** Every candidate of the filter (the export and the ATS endpoint). */
    async all(caller: PipelineCaller, filtri: PipelineFiltri): Promise<PipelineCandidate[]> {
      return (await filtered(caller, filtri)).candidates.map(withoutInternal);
    },

    /** One unlocked candidate. */
    async candidate(caller: PipelineCaller, raw: string): Promise<PipelineCandidate> {
      const { unlockId } = await unlockOf(caller, raw);
      return candidateView(caller, unlockId);
    },

    /** Sets a candidate's stage; records who and when. */
    async setFase(caller: PipelineCaller, raw: string, fase: unknown): Promise<PipelineCandidate> {
      if (!isFaseScelta(fase)) throw refused(400, 'fase_sconosciuta');
      const { unlockId } = await unlockOf(caller, raw);
      const now = new Date();
      await strapi.db.query(UNLOCK).update({
        where: { id: unlockId },
        data: { fase, fase_il: now, fase_autore: caller.userId, aggiornato_il: now },
      });
      return candidateView(caller, unlockId);
    },

    /** Attaches a candidate to one of the company's job posts ("Aggiungi all'annuncio"), or detaches it (null). */
    async setAnnuncio(caller: PipelineCaller, raw: string, annuncio: unknown): Promise<PipelineCandidate> {
      if (annuncio !== null && (typeof annuncio !== 'string' || !/^[a-z0-9]{10,40}$/i.test(annuncio)))
        throw refused(404, 'annuncio_mancante');
      const post = annuncio === null ? null : await postOf(caller, annuncio);
      const { unlockId } = await unlockOf(caller, raw);
      await strapi.db.query(UNLOCK).update({
        where: { id: unlockId },
        data: { annuncio: post?.id ?? null, aggiornato_il: new Date() },
      });
      return candidateView(caller, unlockId);
    },

    /** A job post's pipeline: its interested and attached candidates the company unlocked, by stage. */
    async ofJobPost(caller: PipelineCaller, documentId: string): Promise<JobPostPipelineResponse['data']> {
      const post = await postOf(caller, documentId);
      const interestedIds = new Set((await interested(caller, [post.id])).map((pair) => pair.user));
      const { candidates } = await candidatesOf(
        caller,
        (row) => row.annuncio?.id === post.id || interestedIds.has(row.hr_user?.id ?? -1),
      );
      const unlocked = new Set(candidates.map((c) => c.id));
      return {
        fasi: FASI_VISTE.map((fase) => ({
          fase,
          candidati: candidates.filter((c) => c.fase === fase).map(withoutInternal),
        })),
        da_sbloccare: [...interestedIds].filter((id) => !unlocked.has(id)),
      };
    },

    /** Candidates per stage of each of the company's job posts (the job posts list). */
    async countsByPost(caller: PipelineCaller): Promise<JobPostStageCountsResponse['data']> {
      const posts = await findRows(strapi, POST, {
        where: { hr_company: { id: caller.companyId } },
        select: ['id', 'documentId'],
      });
      const pairs = await interested(
        caller,
        posts.map((p) => p.id),
      );
      const { candidates } = await candidatesOf(caller);
      const byUser = new Map(candidates.map((c) => [c.id, c]));
      const result: JobPostStageCountsResponse['data'] = {};
      for (const post of posts) {
        const users = new Set(pairs.filter((p) => p.post === post.id).map((p) => p.user));
        for (const c of candidates) if (c.annuncio_id === post.id) users.add(c.id);
        const counts: Partial<Record<Fase, number>> = {};
        for (const user of users) {
          const candidate = byUser.get(user);
          if (candidate) counts[candidate.fase] = (counts[candidate.fase] ?? 0) + 1;
        }
        result[post.documentId] = counts;
      }
      return result;
    },

    noteView,
  };
};

export type PipelineService = ReturnType<typeof pipelineService>;

export default pipelineService;
