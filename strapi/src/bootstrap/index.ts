import type { Core } from '@strapi/strapi';
import { blacklistTable } from '../api/human-resource/lib/blacklist';
import { setupDerivedTables } from '../api/human-resource/lib/derived';
import { logUnplaced, placesTable } from '../api/human-resource/lib/places';
import { sheetTermsTable } from '../api/human-resource/lib/sheet-terms';
import { sellerFromEnv } from '../api/invoice/lib/seller';
import { applyEmailTemplates } from './email-templates';
import { ensureIndexes } from './indexes';
import { syncRolesAndPermissions } from './roles';
import { applyAdvancedSettings } from './users-permissions-settings';

/** Runs on every start; each step is idempotent. */
export const bootstrapPortal = async (strapi: Core.Strapi) => {
  await ensureIndexes(strapi);
  await setupDerivedTables(strapi, [blacklistTable, sheetTermsTable, placesTable]);
  await logUnplaced(strapi);
  await syncRolesAndPermissions(strapi);
  await applyAdvancedSettings(strapi);
  await applyEmailTemplates(strapi);
  const seller = sellerFromEnv();
  if (!seller.ok)
    strapi.log.error(
      `[fatture] configurazione del cedente incompleta, nessuna fattura sarà emessa: ${seller.missing.join(', ')}`,
    );
};
