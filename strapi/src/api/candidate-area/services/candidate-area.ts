// Business rules of the candidate's own area (issue 4): the caller's picture, the strip of companies
// with a logo and their visit counter, the job board and 'Mi interessa', the export of the caller's data.
// Every method takes the calling users-permissions user id and works only on that user's hr_user.
import type { Core, UID } from '@strapi/strapi';
import { PICTURE_MAX_BYTES, sniffImageType } from '../../../catalog/images';
import { pivasOf } from '../../../catalog/profile-rules';
import { readHead } from '../../../utils/file-head';
import { countVisits } from '../../../utils/visits';

/** Strapi's answers to a refused picture (the Remix app shows its own texts first). */
const PICTURE_MESSAGES = {
  tooLarge: 'Il file è troppo grande',
  notImage: 'Solo immagini sono permesse',
} as const;
import { ownProfileId } from '../../../utils/own-profile';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const HR_COMPANY: UID.ContentType = 'api::hr-company.hr-company';
const ANNUNCI: UID.ContentType = 'api::annunci.annunci';

type Row = Record<string, unknown>;
type Media = { id: number; url: string; alternativeText?: string | null; formats?: unknown };

/** A file as koa-body/formidable hands it to the controller. */
export type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

/** Posts per page of the job board (decisions.md "Search filters": 20 a page). */
export const JOB_BOARD_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody reads 10,000 posts, and the offset stays bounded. */
export const JOB_BOARD_MAX_PAGE = 500;

export class CandidateAreaError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** Only http(s) websites are ever handed back as a redirect target. */
export const safeWebsite = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export type CandidateAreaService = ReturnType<typeof candidateAreaService>;

const candidateAreaService = ({ strapi }: { strapi: Core.Strapi }) => {
  const ownProfile = async (userId: number) => {
    const id = await ownProfileId(strapi, HR_USER, userId);
    const row = (await strapi.db.query(HR_USER).findOne({
      where: { id: id ?? -1 },
      select: ['id', 'documentId', 'blacklisted_pivas'],
      populate: { picture: { select: ['id'] } },
    })) as (Row & { id: number; documentId: string; picture?: { id: number } | null }) | null;
    if (!row) throw new CandidateAreaError(404, 'Profilo non trovato');
    return row;
  };

  /** Visible, non-archived posts of companies the candidate has not blacklisted. */
  const jobPostFilters = (blacklisted: string[]) => ({
    visibile: true,
    $or: [{ archiviato: false }, { archiviato: { $null: true } }],
    hr_company: blacklisted.length
      ? { $or: [{ piva: { $null: true } }, { piva: { $notIn: blacklisted } }] }
      : { id: { $notNull: true } },
  });

  // What a candidate may see of a post: never hr_users (other candidates), never company contacts.
  const postShape = (post: Row, interested: Set<number>) => {
    const company = post.hr_company as Row | null;
    const settori = (post.settori as Row[] | undefined) ?? [];
    return {
      id: post.id,
      documentId: post.documentId,
      posizione: post.posizione,
      createdAt: post.createdAt,
      hr_company: company ? { nome: company.nome } : null,
      settori: settori.map((s) => ({ value: s.value })),
      titoloStudio: post.titoloStudio ?? null,
      esperienza: post.esperienza ?? null,
      qualifica: post.qualifica ?? null,
      tipoContratto: post.tipoContratto ?? null,
      residenza: post.residenza ?? null,
      ral: post.ral ?? null,
      benefits: post.benefits ?? null,
      interessato: interested.has(post.id as number),
    };
  };

  const POST_POPULATE = { hr_company: { select: ['nome'] }, settori: { select: ['value'] } };
  const POST_FIELDS = [
    'id',
    'documentId',
    'posizione',
    'createdAt',
    'titoloStudio',
    'esperienza',
    'qualifica',
    'tipoContratto',
    'residenza',
    'ral',
    'benefits',
  ];

  const interestedIn = async (hrUserId: number, postIds: number[]) => {
    if (postIds.length === 0) return new Set<number>();
    const rows = (await strapi.db.query(ANNUNCI).findMany({
      where: { id: { $in: postIds }, hr_users: { id: hrUserId } },
      select: ['id'],
    })) as Array<{ id: number }>;
    return new Set(rows.map((row) => row.id));
  };

  const findVisiblePost = async (userId: number, documentId: string) => {
    const profile = await ownProfile(userId);
    const post = (await strapi.db.query(ANNUNCI).findOne({
      where: { documentId, ...jobPostFilters(pivasOf(profile.blacklisted_pivas)) },
      select: POST_FIELDS,
      populate: POST_POPULATE,
    })) as Row | null;
    if (!post) throw new CandidateAreaError(404, 'Annuncio non trovato');
    return { profile, post };
  };

  return {
    async uploadPicture(userId: number, file: UploadedFile | undefined) {
      if (!file || typeof file.filepath !== 'string') {
        throw new CandidateAreaError(400, PICTURE_MESSAGES.notImage);
      }
      if (file.size > PICTURE_MAX_BYTES) throw new CandidateAreaError(400, PICTURE_MESSAGES.tooLarge);
      const type = sniffImageType(await readHead(file.filepath));
      if (!type) throw new CandidateAreaError(400, PICTURE_MESSAGES.notImage);

      const profile = await ownProfile(userId);
      const extension = type.split('/')[1].replace('jpeg', 'jpg');
      const [uploaded] = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: {
            ref: HR_USER,
            refId: profile.id,
            field: 'picture',
            fileInfo: { name: `foto-profilo.${extension}`, alternativeText: 'Foto profilo' },
          },
          files: { ...file, mimetype: type, originalFilename: `foto-profilo.${extension}` },
        })) as Media[];

      // The previous picture is no longer referenced: remove its files too.
      if (profile.picture?.id && profile.picture.id !== uploaded?.id) {
        const old = await strapi.db
          .query('plugin::upload.file')
          .findOne({ where: { id: profile.picture.id } });
        if (old) await strapi.plugin('upload').service('upload').remove(old);
      }
      return { id: uploaded.id, url: uploaded.url, formats: uploaded.formats ?? null };
    },

    /** Companies with a logo, and nothing else of them (no contacts, credits or counters). */
    async activeCompanies() {
      const rows = (await strapi.db.query(HR_COMPANY).findMany({
        select: ['id', 'documentId', 'nome', 'sito_web_link'],
        populate: { logo: { select: ['id', 'url', 'formats', 'alternativeText'] } },
        orderBy: [{ abbonamento_brand: 'desc' }, { nome: 'asc' }],
        limit: 500,
      })) as Array<Row & { logo?: Media | null }>;
      return rows
        .filter((row) => row.logo?.url)
        .slice(0, 60)
        .map((row) => ({
          id: row.id,
          documentId: row.documentId,
          nome: row.nome,
          sito_web_link: safeWebsite(row.sito_web_link),
          logo: { id: row.logo!.id, url: row.logo!.url, formats: row.logo!.formats ?? null },
        }));
    },

    /**
     * A logo click of the caller: counted at most once per candidate, company and day (utils/visits.ts); the
     * company's website is answered either way.
     */
    async visitCompany(userId: number, documentId: string) {
      const visitor = await ownProfileId(strapi, HR_USER, userId);
      if (visitor === null) throw new CandidateAreaError(404, 'Profilo non trovato');
      const company = (await strapi.db.query(HR_COMPANY).findOne({
        where: { documentId },
        select: ['id', 'sito_web_link'],
      })) as (Row & { id: number }) | null;
      if (!company) throw new CandidateAreaError(404, 'Azienda non trovata');
      await countVisits(strapi, 'azienda', visitor, [company.id]);
      return { sito_web_link: safeWebsite(company.sito_web_link) };
    },

    /** One page of the board (JOB_BOARD_PAGE_SIZE posts); `hasNext` from one extra row, no total count. */
    async jobPosts(userId: number, page = 1) {
      const profile = await ownProfile(userId);
      const rows = (await strapi.db.query(ANNUNCI).findMany({
        where: jobPostFilters(pivasOf(profile.blacklisted_pivas)),
        select: POST_FIELDS,
        populate: POST_POPULATE,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: (page - 1) * JOB_BOARD_PAGE_SIZE,
        limit: JOB_BOARD_PAGE_SIZE + 1,
      })) as Row[];
      const posts = rows.slice(0, JOB_BOARD_PAGE_SIZE);
      const interested = await interestedIn(
        profile.id,
        posts.map((post) => post.id as number),
      );
      return {
        posts: posts.map((post) => postShape(post, interested)),
        pagination: { page, pageSize: JOB_BOARD_PAGE_SIZE, hasNext: rows.length > JOB_BOARD_PAGE_SIZE },
      };
    },

    async jobPost(userId: number, documentId: string) {
      const { profile, post } = await findVisiblePost(userId, documentId);
      return postShape(post, await interestedIn(profile.id, [post.id as number]));
    },

    /** Adds the caller (and only the caller) to the post's interested candidates; idempotent. */
    async markInterest(userId: number, documentId: string) {
      const { profile, post } = await findVisiblePost(userId, documentId);
      const already = await interestedIn(profile.id, [post.id as number]);
      if (!already.size) {
        await strapi.documents(ANNUNCI).update({
          documentId,
          data: { hr_users: { connect: [profile.documentId] } },
        } as never);
      }
      return postShape(post, new Set([post.id as number]));
    },

    /** GDPR art. 20: the caller's whole profile, their account e-mail and the posts they marked. */
    async exportData(userId: number) {
      const me = await strapi.service('api::me.me').findForUser(userId);
      if (!me?.hr_user) throw new CandidateAreaError(404, 'Profilo non trovato');
      const profile = await ownProfile(userId);
      const interests = (await strapi.db.query(ANNUNCI).findMany({
        where: { hr_users: { id: profile.id } },
        select: ['posizione', 'createdAt'],
        populate: { hr_company: { select: ['nome'] } },
      })) as Row[];
      return {
        esportato_il: new Date().toISOString(),
        account: { email: me.email, username: me.username, confirmed: me.confirmed },
        profilo: me.hr_user,
        annunci_di_interesse: interests.map((post) => ({
          posizione: post.posizione,
          azienda: (post.hr_company as Row | null)?.nome ?? null,
          pubblicato_il: post.createdAt,
        })),
      };
    },
  };
};

export default candidateAreaService;
