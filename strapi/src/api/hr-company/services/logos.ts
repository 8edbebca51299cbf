// The strip of companies with a logo shown to candidates, and the visit counter of a logo click (issue 4). Every
// method that counts takes the calling users-permissions user id.
import type { Core, UID } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { findRow, findRows } from '../../../utils/rows';
import { shownFormats } from '../../../utils/upload-formats';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';

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

export type LogosService = ReturnType<typeof logosService>;

const logosService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Companies with a logo, and nothing else of them (no contacts, credits or counters). A company without its
   * required name, which no writer makes, is left out rather than answered broken.
   */
  async activeCompanies() {
    const rows = await findRows(strapi, 'api::hr-company.hr-company', {
      select: ['id', 'documentId', 'nome', 'sito_web_link'],
      populate: { logo: { select: ['id', 'url', 'formats', 'alternativeText'] } },
      orderBy: [{ abbonamento_brand: 'desc' }, { nome: 'asc' }],
      limit: 500,
    });
    return rows
      .flatMap(({ id, documentId, nome, sito_web_link, logo }) =>
        logo?.url && nome ? [{ id, documentId, nome, sito_web_link, logo: { ...logo, url: logo.url } }] : [],
      )
      .slice(0, 60)
      .map(({ logo, ...company }) => ({
        ...company,
        sito_web_link: safeWebsite(company.sito_web_link),
        logo: { id: logo.id, url: logo.url, formats: shownFormats(logo.formats) },
      }));
  },

  /**
   * A logo click of the caller: counted at most once per candidate, company and day (utils/visits.ts); the
   * company's website is answered either way.
   */
  async visitCompany(userId: number, documentId: string) {
    const visitor = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
    if (visitor === null) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
    const company = await findRow(strapi, 'api::hr-company.hr-company', {
      where: { documentId },
      select: ['id', 'sito_web_link'],
    });
    if (!company) throw new ApiError(404, 'company_missing', 'Azienda non trovata');
    await strapi.service('api::visit.visit').countVisits('azienda', visitor, [company.id]);
    return { sito_web_link: safeWebsite(company.sito_web_link) };
  },
});

export default logosService;
