import type { Core } from '@strapi/strapi';
import { setupBlacklist } from '../api/human-resource/lib/blacklist';
import { applyEmailTemplates } from './email-templates';
import { ensureIndexes } from './indexes';
import { syncRolesAndPermissions } from './roles';
import { applyAdvancedSettings } from './users-permissions-settings';

/** Runs on every start; each step is idempotent. */
export const bootstrapPortal = async (strapi: Core.Strapi) => {
  await ensureIndexes(strapi);
  await setupBlacklist(strapi);
  await syncRolesAndPermissions(strapi);
  await applyAdvancedSettings(strapi);
  await applyEmailTemplates(strapi);
};
