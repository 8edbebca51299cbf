// The strip of companies with a logo shown to candidates, and the visit counter of a logo click (issue 4). Every
// method that counts takes the calling users-permissions user id.
import type { StoredMedia } from '../../../contracts/common';
import type { Core, UID } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { findRow } from '../../../utils/rows';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const HR_COMPANY: UID.ContentType = 'api::hr-company.hr-company';

type Media = StoredMedia;

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
  /** Companies with a logo, and nothing else of them (no contacts, credits or counters). */
  async activeCompanies() {
    const rows = (await strapi.db.query(HR_COMPANY).findMany({
      select: ['id', 'documentId', 'nome', 'sito_web_link'],
      populate: { logo: { select: ['id', 'url', 'formats', 'alternativeText'] } },
      orderBy: [{ abbonamento_brand: 'desc' }, { nome: 'asc' }],
      limit: 500,
    })) as Array<{
      id: number;
      documentId: string;
      nome: string;
      sito_web_link: unknown;
      logo?: Media | null;
    }>;
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
