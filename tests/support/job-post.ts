// A job post body that the shared rules accept (strapi/src/catalog/job-post-rules.ts), for tests that need a post:
// each test overrides only what it is about (the position it searches for, the benefits it reads).
import { strapi } from './strapi';

export const jobPostData = (overrides: Record<string, unknown> = {}) => ({
  posizione: 'Operatore CNC',
  titoloStudio: '2',
  esperienza: 'Tra i 5 ed i 10 anni',
  qualifica: 'Operaio',
  tipoContratto: 'indeterminato',
  residenza: 'MI',
  ral: 'between_30K_40K',
  benefits: 'Mensa aziendale',
  ...overrides,
});

/** Publishes a post as the company of `jwt` (Promuovi ricerca active), through POST /api/annuncis. */
export const publishJobPost = (jwt: string, overrides: Record<string, unknown> = {}) =>
  strapi('/api/annuncis', { method: 'POST', jwt, json: { data: jobPostData(overrides) } });
