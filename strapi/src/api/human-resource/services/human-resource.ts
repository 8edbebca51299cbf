import type { Core } from '@strapi/strapi';
import type { SearchFilters } from '../../../catalog';
import type { RecommendedResponse, SearchResponse } from '../../../contracts/human-resources';
import { parseAlertFilters, searchFiltersOfAlert, serializeFilters } from '../../../catalog/search-filters';
import { COMPANY_PLACE_COLUMNS, workPlaceOf } from '../../../catalog';
import { cardOrigin } from './places';
import type { VisitKind } from '../../visit/services/visit';
import { PAGE_SIZE, type SearchCompany, type SearchScope } from './search';
import { findRow } from '../../../utils/rows';

export type HumanResourceService = ReturnType<typeof humanResourceService>;

const placeOf = (company: SearchCompany) => ({ citta: company.citta ?? null, provincia: company.provincia });

const humanResourceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const search = () => strapi.service('api::human-resource.search');
  const profiles = () => strapi.service('api::human-resource.profiles');
  /** A counter that fails must not fail the page the company asked for: logged, the page is served. */
  const countViews = async (kind: VisitKind, company: SearchCompany, ids: number[]) => {
    try {
      await strapi.service('api::visit.visit').countVisits(kind, company.id, ids);
    } catch (error) {
      strapi.log.warn(`[visits] ${kind} not counted: ${(error as Error).message}`);
    }
  };

  return {
    /** The company profile of a users-permissions user, with what the search needs of it. */
    async companyOfUser(userId: number): Promise<SearchCompany | null> {
      const id = await strapi
        .service('api::me.own-profile')
        .ownProfileId('api::hr-company.hr-company', userId);
      if (id === null) return null;
      const row = await findRow(strapi, 'api::hr-company.hr-company', {
        where: { id },
        select: ['id', 'piva', ...COMPANY_PLACE_COLUMNS],
      });
      if (!row) return null;
      return { id: row.id, piva: row.piva?.trim() || null, ...workPlaceOf(row) };
    },

    async search(
      company: SearchCompany,
      filters: SearchFilters,
      scope: SearchScope,
    ): Promise<SearchResponse> {
      const { ids, hasNext } = await search().searchIds(company, filters, scope);
      // Cards shown in a search count a view of each candidate (decisions.md "Visit counters"); the company's own
      // lists (favourites, unlocked) do not.
      if (scope.kind === 'search') await countViews('profilo', company, ids);
      // The unlocked list ends with the candidates who erased their account (issue 41), where no filter is set:
      // they match none, having no data left.
      const erased =
        scope.kind === 'unlocked' &&
        !scope.ids &&
        !hasNext &&
        serializeFilters({ ...filters, page: 1 }) === '';
      return {
        data: await profiles().cardsOf(company, ids, cardOrigin(placeOf(company), filters)),
        meta: {
          pagination: { page: filters.page, pageSize: PAGE_SIZE, hasNext },
          ...(erased ? { cancellati: await strapi.service('api::unlock.unlock').erasedOf(company.id) } : {}),
        },
      };
    },

    /**
     * Recommended profiles (/company-foryou, issue 11): the search over every bucket, newest first, with the
     * filters the company itself saved: `filtri` (Alert Database), else `filtri_profile` (Alert New Profile).
     * Never filters from the query string. null for an agency (no alerts); no saved filters: no cards.
     */
    async recommended(company: SearchCompany, page: number): Promise<RecommendedResponse | null> {
      const row = await findRow(strapi, 'api::hr-company.hr-company', {
        where: { id: company.id },
        select: ['aut_min', 'filtri', 'filtri_profile'],
      });
      if (!row || row.aut_min?.trim()) return null;
      const fromFiltri = parseAlertFilters(row.filtri);
      const alert = fromFiltri ?? parseAlertFilters(row.filtri_profile);
      const source = fromFiltri ? 'filtri' : alert ? 'filtri_profile' : null;
      if (!alert) {
        return {
          data: [],
          meta: { pagination: { page: 1, pageSize: PAGE_SIZE, hasNext: false }, alert: null },
        };
      }
      const filters = { ...searchFiltersOfAlert(alert), page };
      const { ids, hasNext } = await search().searchIds(company, filters, { kind: 'alert' });
      return {
        data: await profiles().cardsOf(company, ids, cardOrigin(placeOf(company), filters)),
        meta: { pagination: { page, pageSize: PAGE_SIZE, hasNext }, alert: source },
      };
    },

    /** The candidate id behind a URL segment, unless unknown or hidden from this company. */
    async visibleId(company: SearchCompany, raw: string): Promise<number | null> {
      const id = await profiles().candidateId(raw);
      if (id === null) return null;
      if (await strapi.service('api::human-resource.blacklist').isBlacklisted(id, company.piva)) return null;
      return id;
    },

    /** The profile page of a candidate: opening it counts an extended view. */
    async profile(company: SearchCompany, id: number) {
      const profile = await profiles().profileFor(company, id);
      if (profile) await countViews('profilo_esteso', company, [id]);
      return profile;
    },
  };
};

export default humanResourceService;
