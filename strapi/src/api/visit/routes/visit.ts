import { factories } from '@strapi/strapi';

// No content-API routes: visits are written only by strapi/src/utils/visits.ts, called by the services that count.
export default factories.createCoreRouter('api::visit.visit', { only: [] });
