import { factories } from '@strapi/strapi';

// No content-API routes: claims are written only by the scheduled jobs' services (strapi/src/utils/job-run.ts).
export default factories.createCoreRouter('api::job-run.job-run', { only: [] });
