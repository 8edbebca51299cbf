import type { Core } from '@strapi/strapi';
import { blacklistTable } from '../api/human-resource/lib/blacklist';
import { setupDerivedTables } from '../api/human-resource/lib/derived';
import { sheetTermsTable } from '../api/human-resource/lib/sheet-terms';
import { sellerFromEnv } from '../api/invoice/lib/seller';
import type { TeamService } from '../api/team-member/services/team-member';
import { applyEmailTemplates } from './email-templates';
import { ensureIndexes } from './indexes';
import { syncRolesAndPermissions } from './roles';
import { applyAdvancedSettings } from './users-permissions-settings';

/** Runs on every start; each step is idempotent. */
export const bootstrapPortal = async (strapi: Core.Strapi) => {
  await ensureIndexes(strapi);
  await setupDerivedTables(strapi, [blacklistTable, sheetTermsTable]);
  await syncRolesAndPermissions(strapi);
  await applyAdvancedSettings(strapi);
  await applyEmailTemplates(strapi);
  // Companies of before issue 27 become teams of one: their account is the titolare (idempotent).
  const teams = await (strapi.service('api::team-member.team-member') as unknown as TeamService).migrate();
  if (teams > 0) strapi.log.info(`[team] ${teams} aziende con il proprio titolare`);
  const seller = sellerFromEnv();
  if (!seller.ok)
    strapi.log.error(
      `[fatture] configurazione del cedente incompleta, nessuna fattura sarà emessa: ${seller.missing.join(', ')}`,
    );
};
