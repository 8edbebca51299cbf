import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { chiave } from '../../human-resource/services/search';

const favouriteService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Favourite on/off, idempotent: the unique chiave makes a double "on" a no-op. */
  async setFavourite(companyId: number, hrUserId: number, on: boolean, autore: number | null = null) {
    const key = chiave(companyId, hrUserId);
    const query = strapi.db.query('api::favourite.favourite');
    if (!on) {
      await query.deleteMany({ where: { chiave: key } });
      return false;
    }
    if (await query.findOne({ where: { chiave: key }, select: ['id'] })) return true;
    try {
      await query.create({ data: { hr_company: companyId, hr_user: hrUserId, chiave: key, autore } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return true;
  },
});

export type FavouriteService = ReturnType<typeof favouriteService>;

// No core CRUD service: no route of the content API reaches these records (routes/ has none).
export default favouriteService;
