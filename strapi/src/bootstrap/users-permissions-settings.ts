import type { Core } from '@strapi/strapi';
import { publicUrl } from '../../config/lib/env';
import { AUTH_SETTINGS_MS, shortMemo } from '../utils/short-memo';
import { authenticationRead } from '../middlewares/database-down';

/**
 * users-permissions "advanced settings": enforced on every start so that a fresh database needs no
 * clicking in the admin panel, and so the e-mail links follow PUBLIC_URL (the Remix app).
 */
export const applyAdvancedSettings = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const current = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const base = publicUrl();
  await store.set({
    key: 'advanced',
    value: {
      ...current,
      unique_email: true,
      allow_register: false,
      email_confirmation: true,
      default_role: 'candidate',
      email_reset_password: `${base}/reset-password`,
      email_confirmation_redirection: `${base}/account-verificato`,
    },
  });
};

type StoreParams = { key?: string; type?: string; name?: string };
type CoreStore = Record<'get' | 'set' | 'delete', (params: StoreParams) => Promise<unknown>>;

const isAdvanced = (params: StoreParams) =>
  params.type === 'plugin' && params.name === 'users-permissions' && params.key === 'advanced';

/**
 * users-permissions reads its advanced settings from the core store on every authenticated call (one statement,
 * to check `email_confirmation`). Each process keeps them for AUTH_SETTINGS_MS; a change written through this
 * process (the admin panel, the start above) is forgotten at once, another instance sees it within that time.
 * Every reader gets its own copy. The scoped stores of `strapi.store(…)` call the core store's own `get`, so this
 * wraps that one.
 */
export const keepAdvancedSettings = (strapi: Core.Strapi) => {
  const store = strapi.store as unknown as CoreStore;
  const { get, set, delete: remove } = store;
  const kept = shortMemo<unknown>(AUTH_SETTINGS_MS);
  store.get = (params) =>
    isAdvanced(params)
      ? // Read by users-permissions' authentication: its failure is the database's, not the token's.
        authenticationRead(
          strapi,
          kept.get('advanced', () => get.call(store, params)),
        ).then((value) => structuredClone(value))
      : get.call(store, params);
  const forgetting = (write: CoreStore['set']) => async (params: StoreParams) => {
    try {
      return await write.call(store, params);
    } finally {
      if (isAdvanced(params)) kept.clear();
    }
  };
  store.set = forgetting(set);
  store.delete = forgetting(remove);
};
