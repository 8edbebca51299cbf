// The candidates' job board (issue 4, spec 02 §7 `/api/user/annuncis`): visible posts, one of them, and 'Mi
// interessa'. Every method takes the calling users-permissions user id and works only on that user's hr_user.
import type { BoardJobPost, JobBoardDistance } from '../../../contracts/job-posts';
import type { Core } from '@strapi/strapi';
import {
  COMPANY_PLACE_COLUMNS,
  greatCircleKm,
  jobPostPoint,
  placePoint,
  provincesWithin,
  roundKm,
  type ComunePoint,
  type DistanzaKm,
} from '../../../catalog';
import { pivasOf } from '../../../catalog/profile-rules';
import { ApiError } from '../../../utils/api-error';
import { findRow, findRows } from '../../../utils/rows';

const HR_USER = 'api::hr-user.hr-user';
const ANNUNCI = 'api::annunci.annunci';

type Row = Record<string, unknown>;

/** Posts per page of the job board (decisions.md "Search filters": 20 a page). */
export const JOB_BOARD_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody reads 10,000 posts, and the offset stays bounded. */
export const JOB_BOARD_MAX_PAGE = 500;

export type BoardService = ReturnType<typeof boardService>;

const boardService = ({ strapi }: { strapi: Core.Strapi }) => {
  const ownProfile = async (userId: number) => {
    const id = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
    const row = await findRow(strapi, 'api::hr-user.hr-user', {
      where: { id: id ?? -1 },
      select: ['id', 'documentId', 'blacklisted_pivas', 'citta', 'provincia'],
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

  /** The post's comune (catalog jobPostPoint): its company's work place, from the company's place columns. */
  const postPoint = (post: Row) => jobPostPoint(post.hr_company as Row | null);

  // What a candidate may see of a post: never hr_users (other candidates), never company contacts (the company's
  // place columns are read for the distance only). The selected columns (POST_FIELDS, POST_POPULATE) read untyped.
  const postShape = (post: Row, interested: Set<number>, home: ComunePoint | null): BoardJobPost => {
    const company = post.hr_company as Row | null;
    const point = home ? postPoint(post) : null;
    const settori = (post.settori as Row[] | undefined) ?? [];
    return {
      id: post.id as number,
      documentId: post.documentId as string,
      posizione: post.posizione as string,
      createdAt: post.createdAt as string,
      hr_company: company ? { nome: company.nome as string } : null,
      settori: settori.map((s) => ({ value: s.value as string })),
      titoloStudio: (post.titoloStudio as string | null) ?? null,
      esperienza: (post.esperienza as string | null) ?? null,
      qualifica: (post.qualifica as string | null) ?? null,
      tipoContratto: (post.tipoContratto as string | null) ?? null,
      residenza: (post.residenza as string | null) ?? null,
      ral: (post.ral as string | null) ?? null,
      benefits: (post.benefits as string | null) ?? null,
      interessato: interested.has(post.id as number),
      distanza: home && point ? roundKm(greatCircleKm(home, point)) : null,
    };
  };

  const PLACE_POPULATE = { hr_company: { select: COMPANY_PLACE_COLUMNS } } as const;
  const POST_POPULATE = {
    hr_company: { select: ['nome', ...COMPANY_PLACE_COLUMNS] },
    settori: { select: ['value'] },
  } as const;
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
  ] as const;

  const interestedIn = async (hrUserId: number, postIds: number[]) => {
    if (postIds.length === 0) return new Set<number>();
    const rows = await findRows(strapi, ANNUNCI, {
      where: { id: { $in: postIds }, hr_users: { id: hrUserId } },
      select: ['id'],
    });
    return new Set(rows.map((row) => row.id));
  };

  const findVisiblePost = async (userId: number, documentId: string) => {
    const profile = await ownProfile(userId);
    const post = await findRow(strapi, ANNUNCI, {
      where: { documentId, ...jobPostFilters(pivasOf(profile.blacklisted_pivas)) },
      select: POST_FIELDS,
      populate: POST_POPULATE,
    });
    if (!post) throw new ApiError(404, 'job_post_missing', 'Annuncio non trovato');
    return { profile, post, home: placePoint(profile) };
  };

  const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }];

  /**
   * The ids of the posts within `km` of `home`, newest first: only posts of companies whose work or operating
   * province reaches into the circle are read (a post's comune is its company's work place, a comune of one of
   * the two: workPlaceOf), with no more than their places; the exact distance then decides, in the same
   * great-circle arithmetic as every distance the portal shows. The provinces are the forms' siglas (a select).
   */
  const idsWithin = async (where: Record<string, unknown>, home: ComunePoint, km: DistanzaKm) => {
    const provinces = provincesWithin(home, km);
    const rows = await findRows(strapi, ANNUNCI, {
      where: {
        $and: [
          where,
          {
            hr_company: {
              $or: [{ lavoro_provincia: { $in: provinces } }, { io_provincia: { $in: provinces } }],
            },
          },
        ],
      },
      select: ['id'],
      populate: PLACE_POPULATE,
      orderBy: ORDER,
    });
    return rows
      .filter((row) => {
        const point = postPoint(row);
        return point !== null && greatCircleKm(home, point) <= km;
      })
      .map((row) => row.id as number);
  };

  /** One page of posts: with a radius, of the posts within it; without, straight from the table. */
  const pageOfPosts = async (
    where: Record<string, unknown>,
    page: number,
    home: ComunePoint | null,
    km: DistanzaKm | 0,
  ) => {
    const offset = (page - 1) * JOB_BOARD_PAGE_SIZE;
    if (!home || !km) {
      const rows = await findRows(strapi, ANNUNCI, {
        where,
        select: POST_FIELDS,
        populate: POST_POPULATE,
        orderBy: ORDER,
        offset,
        limit: JOB_BOARD_PAGE_SIZE + 1,
      });
      return { rows: rows.slice(0, JOB_BOARD_PAGE_SIZE), hasNext: rows.length > JOB_BOARD_PAGE_SIZE };
    }
    const ids = await idsWithin(where, home, km);
    const pageIds = ids.slice(offset, offset + JOB_BOARD_PAGE_SIZE);
    const rows = pageIds.length
      ? await findRows(strapi, ANNUNCI, {
          where: { id: { $in: pageIds } },
          select: POST_FIELDS,
          populate: POST_POPULATE,
          orderBy: ORDER,
        })
      : [];
    return { rows, hasNext: ids.length > offset + JOB_BOARD_PAGE_SIZE };
  };

  /**
   * The posts of the candidates' job alerts (issue 42, api/job-alert): what the board would list for the candidate
   * `hrUserId` (visible, not archived, no blacklisted company; within `km` of home as "Entro {km} km da casa"
   * filters, ignored like the board's when home does not resolve), published after `after` and up to `until`, and
   * matching the candidate: one of the post's settori is one of their aree di competenza, or its posizione names
   * one of their mansioni. Newest first, at most `limit` posts; `hasMore` when there were more.
   */
  const alertPosts = async (
    hrUserId: number,
    { after, until, km, limit }: { after: Date; until: Date; km: DistanzaKm | 0; limit: number },
  ) => {
    const profile = await findRow(strapi, HR_USER, {
      where: { id: hrUserId },
      select: ['id', 'blacklisted_pivas', 'citta', 'provincia'],
      populate: { aree_di_competenza: { select: ['id'] }, mansioni_preferite: { select: ['value'] } },
    });
    if (!profile) return { posts: [], hasMore: false };
    const aree = profile.aree_di_competenza.map((row) => row.id);
    const mansioni = profile.mansioni_preferite.map((row) => String(row.value ?? '').trim()).filter(Boolean);
    if (aree.length === 0 && mansioni.length === 0) return { posts: [], hasMore: false };
    const where = {
      $and: [
        jobPostFilters(pivasOf(profile.blacklisted_pivas)),
        { createdAt: { $gt: after, $lte: until } },
        {
          $or: [
            ...(aree.length ? [{ settori: { id: { $in: aree } } }] : []),
            ...mansioni.map((mansione) => ({ posizione: { $containsi: mansione } })),
          ],
        },
      ],
    };
    const home = placePoint(profile);
    const ids =
      home && km
        ? await idsWithin(where, home, km)
        : (await findRows(strapi, ANNUNCI, { where, select: ['id'], orderBy: ORDER, limit: limit + 1 })).map(
            (row) => row.id,
          );
    const pageIds = ids.slice(0, limit);
    const rows = pageIds.length
      ? await findRows(strapi, ANNUNCI, {
          where: { id: { $in: pageIds } },
          select: POST_FIELDS,
          populate: POST_POPULATE,
          orderBy: ORDER,
        })
      : [];
    return { posts: rows.map((post) => postShape(post, new Set(), home)), hasMore: ids.length > limit };
  };

  return {
    alertPosts,

    /**
     * One page of the board (JOB_BOARD_PAGE_SIZE posts); `hasNext` from one extra row, no total count. `km` (a
     * radius of DISTANZE_KM, 0 for none): only the posts within it of the caller's own comune, read here from the
     * profile, never from the request; ignored when that comune does not resolve (issue 25 item 5).
     */
    async jobPosts(userId: number, page = 1, km: DistanzaKm | 0 = 0) {
      const profile = await ownProfile(userId);
      const home = placePoint(profile);
      const { rows, hasNext } = await pageOfPosts(
        jobPostFilters(pivasOf(profile.blacklisted_pivas)),
        page,
        home,
        km,
      );
      const interested = await interestedIn(
        profile.id,
        rows.map((post) => post.id as number),
      );
      const distanza: JobBoardDistance = { casa: home?.nome ?? null, km: home ? km : 0 };
      return {
        posts: rows.map((post) => postShape(post, interested, home)),
        pagination: { page, pageSize: JOB_BOARD_PAGE_SIZE, hasNext },
        distanza,
      };
    },

    async jobPost(userId: number, documentId: string) {
      const { profile, post, home } = await findVisiblePost(userId, documentId);
      return postShape(post, await interestedIn(profile.id, [post.id as number]), home);
    },

    /** Adds the caller (and only the caller) to the post's interested candidates; idempotent. */
    async markInterest(userId: number, documentId: string) {
      const { profile, post, home } = await findVisiblePost(userId, documentId);
      const already = await interestedIn(profile.id, [post.id as number]);
      if (!already.size) {
        await strapi.documents(ANNUNCI).update({
          documentId,
          data: { hr_users: { connect: [profile.documentId] } },
        } as never);
        // The candidate's weekly activity (issue 42): the link itself has no date.
        await strapi.service('api::visit.visit').recordInterest(profile.id as number, post.id as number);
      }
      return postShape(post, new Set([post.id as number]), home);
    },
  };
};

export default boardService;
