// A company's own job posts (issue 10, spec 02 §7 "annunci"): list, create, read, edit, hide/show, archive and
// the interested candidates. Every method takes the caller's company as the controller resolved it from the JWT;
// a post of another company is indistinguishable from a missing one. Rules: catalog/job-post-rules.ts.
import type { CompanyJobPost } from '../../../contracts/job-posts';
import type { Core, UID } from '@strapi/strapi';
import {
  JOB_POST_FIELDS,
  jobPostData,
  jobPostErrors,
  type JobPostErrors,
  type JobPostField,
} from '../../../catalog/job-post-rules';
import { ApiError } from '../../../utils/api-error';
import { createRow, findRow, findRows } from '../../../utils/rows';

const ANNUNCI = 'api::annunci.annunci';
const HR_COMPANY: UID.ContentType = 'api::hr-company.hr-company';

/** At most this many interested candidates are shown under a post, newest interest first. */
export const INTERESTED_MAX = 100;

export type JobPostCompany = {
  id: number;
  piva: string | null;
  /** An employment agency (non-empty aut_min): no job posts (decisions.md "Credits and products"). */
  agency: boolean;
  /** 'Promuovi ricerca' is live: new posts may be published. */
  jp: boolean;
  /** Proximity is irrelevant here; the shape is the search's, for the shared candidate cards. */
  provincia: string | null;
};

const NOT_FOUND = 'Annuncio non trovato';

type Row = Record<string, unknown> & { id: number };

/** What a company reads of its own post: never the interested candidates' ids, only their number. */
const POST_FIELDS = ['id', 'documentId', 'createdAt', 'visibile', 'archiviato', ...JOB_POST_FIELDS] as const;

const flagOf = (value: unknown) => value === true || value === 1 || value === '1';

const postShape = (post: Row, interessati: number, autore: string | null = null): CompanyJobPost => ({
  // The selected columns (POST_FIELDS) of a row read untyped: strings, or null for an empty field.
  ...(Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, post[field] ?? null])) as Omit<
    CompanyJobPost,
    'id' | 'documentId' | 'createdAt' | 'visibile' | 'archiviato' | 'interessati' | 'autore'
  >),
  id: post.id,
  documentId: post.documentId as string,
  createdAt: post.createdAt as string,
  visibile: flagOf(post.visibile),
  archiviato: flagOf(post.archiviato),
  interessati,
  // Who of the company's team wrote it (issue 27).
  autore,
});

const annunciService = ({ strapi }: { strapi: Core.Strapi }) => {
  const counts = async (company: JobPostCompany, postIds: number[]) => {
    if (postIds.length === 0) return new Map<number, number>();
    const { query, post } = strapi.service('api::annunci.interested').rows(postIds, company.piva);
    const rows = (await query.select(`${post} as post`).count('* as n').groupBy(post)) as Array<{
      post: number | string;
      n: number | string;
    }>;
    return new Map(rows.map((row) => [Number(row.post), Number(row.n)]));
  };

  const authorId = (post: Row) => (post.autore as { id?: number } | null | undefined)?.id ?? null;
  const authorsOf = (companyId: number, posts: Row[]) =>
    strapi.service('api::team-member.team-member').names(
      companyId,
      posts.flatMap((post) => (authorId(post) === null ? [] : [authorId(post) as number])),
    );

  const ownPost = async (company: JobPostCompany, documentId: string) => {
    if (!/^[A-Za-z0-9]{10,40}$/.test(documentId)) throw new ApiError(404, 'job_post_missing', NOT_FOUND);
    const post = await findRow(strapi, ANNUNCI, {
      where: { documentId, hr_company: { id: company.id } },
      select: POST_FIELDS,
      populate: { autore: { select: ['id'] } },
    });
    if (!post) throw new ApiError(404, 'job_post_missing', NOT_FOUND);
    return post;
  };

  const invalid = (errors: JobPostErrors) => {
    if (Object.keys(errors).length) {
      throw new ApiError(400, 'invalid', "Dati dell'annuncio non validi", { errors });
    }
  };

  const findOwn = async (company: JobPostCompany, documentId: string) => {
    const post = await ownPost(company, documentId);
    const authors = await authorsOf(company.id, [post]);
    return postShape(
      post,
      (await counts(company, [post.id])).get(post.id) ?? 0,
      authors.get(authorId(post) ?? -1) ?? null,
    );
  };

  return {
    /** The company profile of a users-permissions user, with what job posts need of it. */
    async companyOfUser(userId: number): Promise<JobPostCompany | null> {
      const id = await strapi.service('api::me.own-profile').ownProfileId(HR_COMPANY, userId);
      if (id === null) return null;
      const row = await findRow(strapi, HR_COMPANY, {
        where: { id },
        select: ['id', 'piva', 'aut_min', 'abbonamento_jp', 'lavoro_provincia', 'io_provincia'],
      });
      if (!row) return null;
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return {
        id: row.id,
        piva: text(row.piva) || null,
        agency: text(row.aut_min) !== '',
        jp: flagOf(row.abbonamento_jp),
        provincia: text(row.lavoro_provincia).toUpperCase() || text(row.io_provincia).toUpperCase() || null,
      };
    },

    /** The company's posts, newest first (spec 02 §9), each with its number of interested candidates. */
    async list(company: JobPostCompany) {
      const posts = await findRows(strapi, ANNUNCI, {
        where: { hr_company: { id: company.id } },
        select: POST_FIELDS,
        populate: { autore: { select: ['id'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: 500,
      });
      const interested = await counts(
        company,
        posts.map((post) => post.id),
      );
      const authors = await authorsOf(company.id, posts);
      return posts.map((post) =>
        postShape(post, interested.get(post.id) ?? 0, authors.get(authorId(post) ?? -1) ?? null),
      );
    },

    findOwn,

    /** A new, visible post of the caller's company; the company never comes from the body. */
    async create(company: JobPostCompany, data: Record<string, unknown>, autore: number | null = null) {
      if (!company.jp) {
        throw new ApiError(403, 'promotion_inactive', 'Attiva Promuovi ricerca per pubblicare un annuncio');
      }
      invalid(jobPostErrors(data));
      const created = await createRow(strapi, ANNUNCI, {
        data: {
          ...jobPostData(data),
          visibile: true,
          archiviato: false,
          hr_company: company.id,
          // Who wrote it: the titolare or a member of the team (issue 27).
          autore,
          publishedAt: new Date(),
        },
      });
      return findOwn(company, created.documentId);
    },

    /**
     * Edits fields, `visibile` and `archiviato` of an own post. An archived post changes no more: the conditional
     * UPDATE (`archiviato` still false) makes that hold even against a concurrent archive.
     */
    async update(company: JobPostCompany, documentId: string, data: Record<string, unknown>) {
      const post = await ownPost(company, documentId);
      const patch: Record<string, unknown> = {};
      const fields = JOB_POST_FIELDS.filter((field) => Object.prototype.hasOwnProperty.call(data, field));
      if (fields.length) {
        invalid(jobPostErrors(data, fields));
        const values = jobPostData(data);
        for (const field of fields as JobPostField[]) patch[field] = values[field];
      }
      for (const flag of ['visibile', 'archiviato'] as const) {
        if (!Object.prototype.hasOwnProperty.call(data, flag)) continue;
        if (typeof data[flag] !== 'boolean')
          throw new ApiError(400, 'invalid_flag', `${flag} deve essere true o false`);
        patch[flag] = data[flag];
      }
      if (flagOf(post.archiviato)) {
        // Archiving again is harmless; anything else (un-archiving included) is refused.
        const onlyArchive = Object.keys(patch).every((key) => key === 'archiviato' && patch[key] === true);
        if (onlyArchive) return postShape(post, (await counts(company, [post.id])).get(post.id) ?? 0);
        throw new ApiError(400, 'archived', 'Un annuncio archiviato non si può più modificare');
      }
      if (Object.keys(patch).length) {
        const { count } = await strapi.db.query(ANNUNCI).updateMany({
          where: { id: post.id, $or: [{ archiviato: false }, { archiviato: { $null: true } }] },
          data: patch,
        });
        if (count !== 1)
          throw new ApiError(400, 'archived', 'Un annuncio archiviato non si può più modificare');
      }
      return findOwn(company, documentId);
    },

    /** The interested candidates as search cards (no contact data), minus those who blacklisted the company. */
    async interested(company: JobPostCompany, documentId: string) {
      const post = await ownPost(company, documentId);
      const { query, user } = strapi.service('api::annunci.interested').rows([post.id], company.piva);
      const rows = (await query
        .select(`${user} as user`)
        .orderBy('l.id', 'desc')
        .limit(INTERESTED_MAX)) as Array<{ user: number | string }>;
      return strapi.service('api::human-resource.profiles').cardsOf(
        company,
        rows.map((row) => Number(row.user)),
      );
    },
  };
};

export type AnnunciService = ReturnType<typeof annunciService>;
export default annunciService;
