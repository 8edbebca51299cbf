import type { Core } from '@strapi/strapi';
import { skipApiTokenLookupForJwts } from './api-tokens';
import { applyEmailTemplates } from './email-templates';
import { ensureIndexes } from './indexes';
import { syncRolesAndPermissions } from './roles';
import { applyAdvancedSettings, keepAdvancedSettings } from './users-permissions-settings';

/** Runs on every start; each step is idempotent. */
export const bootstrapPortal = async (strapi: Core.Strapi) => {
  await ensureIndexes(strapi);
  skipApiTokenLookupForJwts(strapi);
  // Returns at once: the derived tables of candidates written around Strapi are caught up in the background.
  await strapi.service('api::human-resource.derived').setup();
  await syncRolesAndPermissions(strapi);
  await applyAdvancedSettings(strapi);
  keepAdvancedSettings(strapi);
  await applyEmailTemplates(strapi);
  // Companies of before issue 27 become teams of one: their account is the titolare (idempotent).
  const teams = await strapi.service('api::team-member.team-member').migrate();
  if (teams > 0) strapi.log.info(`[team] ${teams} aziende con il proprio titolare`);
  // The credit guarantee (issue 26): a candidate's new phone number or e-mail closes the reports on them.
  strapi.service('api::guarantee-report.guarantee-report').watchCandidateContacts();
  const seller = strapi.service('api::invoice.seller').fromEnv();
  if (!seller.ok)
    strapi.log.error(
      `[fatture] configurazione del cedente incompleta, nessuna fattura sarà emessa: ${seller.missing.join(', ')}`,
    );
};
