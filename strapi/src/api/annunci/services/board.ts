// The candidates' job board (issue 4, spec 02 §7 `/api/user/annuncis`): visible posts, one of them, and 'Mi
// interessa'. Every method takes the calling users-permissions user id and works only on that user's hr_user.
import type { Core, UID } from '@strapi/strapi';
import { pivasOf } from '../../../catalog/profile-rules';
import { ApiError } from '../../../utils/api-error';
import { ownProfileId } from '../../../utils/own-profile';
import { findRow } from '../../../utils/rows';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const ANNUNCI: UID.ContentType = 'api::annunci.annunci';

type Row = Record<string, unknown>;

/** Posts per page of the job board (decisions.md "Search filters": 20 a page). */
export const JOB_BOARD_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody reads 10,000 posts, and the offset stays bounded. */
export const JOB_BOARD_MAX_PAGE = 500;

export type BoardService = ReturnType<typeof boardService>;

const boardService = ({ strapi }: { strapi: Core.Strapi }) => {
  const ownProfile = async (userId: number) => {
    const id = await ownProfileId(strapi, HR_USER, userId);
    const row = await findRow(strapi, 'api::hr-user.hr-user', {
      where: { id: id ?? -1 },
      select: ['id', 'documentId', 'blacklisted_pivas'],
    });
    if (!row) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
    return row;
  };

  /**
   * Visible, non-archived posts of companies the candidate has not blacklisted. Each condition is its own member
   * of one `$and`: written as sibling keys (a top-level `$or` for the archive beside a relation holding a `$or`
   * for the blacklist), Strapi's query builder joined the two `$or`s so that a candidate with a blacklist saw
   * hidden and archived posts, and could mark interest in them (issue 23).
   */
  const jobPostFilters = (blacklisted: string[]) => ({
    $and: [
      { visibile: true },
      { $or: [{ archiviato: false }, { archiviato: { $null: true } }] },
      blacklisted.length
        ? {
            $or: [
              { hr_company: { piva: { $null: true } } },
              { hr_company: { piva: { $notIn: blacklisted } } },
            ],
          }
        : { hr_company: { id: { $notNull: true } } },
    ],
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
    if (!post) throw new ApiError(404, 'job_post_missing', 'Annuncio non trovato');
    return { profile, post };
  };

  return {
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
  };
};

export default boardService;
