// The interested candidates of job posts (the `hr_users` link rows), minus those who blacklisted the company's
// P. IVA (decisions.md: such a candidate never appears to that company, job-post interest lists included).
// Shared by the company's pages (counts, cards) and the daily notice.
import type { Core } from '@strapi/strapi';
import { BLACKLIST_TABLE } from '../../human-resource/services/blacklist';
import { linkTable } from '../../../utils/link-table';

/** A knex query over the link rows of `postIds` (alias `l`) and the names of its post and candidate columns. */
function interestedRows(strapi: Core.Strapi, postIds: number[], piva: string | null) {
  const lnk = linkTable(strapi, 'api::annunci.annunci', 'hr_users');
  const knex = strapi.db.connection;
  const user = `l.${lnk.inverseJoinColumn.name}`;
  const query = knex(`${lnk.name} as l`).whereIn(`l.${lnk.joinColumn.name}`, postIds);
  // Candidates whose contacts must be verified (credit guarantee, issue 26) are left out.
  strapi
    .service('api::guarantee-report.guarantee-report')
    .withoutUnverifiedContacts(query.join('hr_users as hu', 'hu.id', user), 'hu.contatti_da_verificare');
  if (piva) {
    query.whereNotExists(
      knex(BLACKLIST_TABLE)
        .select(knex.raw('1'))
        .whereRaw(`${BLACKLIST_TABLE}.hr_user_id = ${user}`)
        .andWhere(`${BLACKLIST_TABLE}.piva`, piva),
    );
  }
  return { query, post: `l.${lnk.joinColumn.name}`, user };
}

const interestedService = ({ strapi }: { strapi: Core.Strapi }) => ({
  rows: (postIds: number[], piva: string | null) => interestedRows(strapi, postIds, piva),
});

export type InterestedService = ReturnType<typeof interestedService>;

export default interestedService;
