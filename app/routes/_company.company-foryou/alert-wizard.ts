// The addresses and names of /company-foryou's alert wizard, for its route module, server code and components.
import { ALERT_FILTER_KEYS } from '#catalog/search-filters.ts';
import type { AlertField } from '#app/features/alerts/alerts.server.ts';
import { alerts as texts } from '#app/texts/alerts.ts';

export const PATH = '/company-foryou';
export const STEPS = 2;
export const NAMES: Record<AlertField, string> = {
  filtri: texts.databaseTitle,
  filtri_profile: texts.newProfileTitle,
};
const PARAM: Record<AlertField, string> = { filtri: 'configure', filtri_profile: 'configureProfile' };
/** Step 2's filters: all of an alert's but the competence areas of step 1. */
export const STEP2_KEYS = ALERT_FILTER_KEYS.filter((key) => key !== 'aree_di_competenza');

export const wizardHref = (field: AlertField, step = 1) =>
  `${PATH}?${PARAM[field]}=true${step > 1 ? `&passo=${step}` : ''}`;
