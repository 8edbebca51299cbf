import type { Core } from '@strapi/strapi';
import type { SearchFilters } from '../lib/filters';
import { candidateId, cardsOf, isBlacklisted, profileFor } from '../lib/profiles';
import { PAGE_SIZE, searchIds, type SearchCompany, type SearchScope } from '../lib/query';
import { ownProfileId } from '../../../utils/own-profile';
import { countVisits, type VisitKind } from '../../../utils/visits';

export type HumanResourceService = ReturnType<typeof humanResourceService>;

const humanResourceService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** A counter that fails must not fail the page the company asked for: logged, the page is served. */
  const countViews = async (kind: VisitKind, company: SearchCompany, ids: number[]) => {
    try {
      await countVisits(strapi, kind, company.id, ids);
    } catch (error) {
      strapi.log.warn(`[visits] ${kind} not counted: ${(error as Error).message}`);
    }
  };

  return {
    /** The company profile of a users-permissions user, with what the search needs of it. */
    async companyOfUser(userId: number): Promise<SearchCompany | null> {
      const id = await ownProfileId(strapi, 'api::hr-company.hr-company', userId);
      if (id === null) return null;
      const row = (await strapi.db.query('api::hr-company.hr-company').findOne({
        where: { id },
        select: ['id', 'piva', 'lavoro_provincia', 'io_provincia'],
      })) as {
        id: number;
        piva?: string | null;
        lavoro_provincia?: string | null;
        io_provincia?: string | null;
      } | null;
      if (!row) return null;
      return {
        id: row.id,
        piva: row.piva?.trim() || null,
        // The work address decides proximity; the operating address stands in when it is missing.
        provincia:
          row.lavoro_provincia?.trim().toUpperCase() || row.io_provincia?.trim().toUpperCase() || null,
      };
    },

    async search(company: SearchCompany, filters: SearchFilters, scope: SearchScope) {
      const { ids, hasNext } = await searchIds(strapi, company, filters, scope);
      // Cards shown in a search count a view of each candidate (decisions.md "Visit counters"); the company's own
      // lists (favourites, unlocked) do not.
      if (scope.kind === 'search') await countViews('profilo', company, ids);
      return {
        data: await cardsOf(strapi, company, ids),
        meta: {
          pagination: { page: filters.page, pageSize: PAGE_SIZE, hasNext },
        },
      };
    },

    /** The candidate id behind a URL segment, unless unknown or hidden from this company. */
    async visibleId(company: SearchCompany, raw: string): Promise<number | null> {
      const id = await candidateId(strapi, raw);
      if (id === null || (await isBlacklisted(strapi, id, company.piva))) return null;
      return id;
    },

    /** The profile page of a candidate: opening it counts an extended view. */
    async profile(company: SearchCompany, id: number) {
      const profile = await profileFor(strapi, company, id);
      if (profile) await countViews('profilo_esteso', company, [id]);
      return profile;
    },
  };
};

export default humanResourceService;
