import { factories } from '@strapi/strapi';
import { expireCompany, expireDue } from '../lib/lifecycle';

// The core service, plus the end of subscriptions (lib/lifecycle.ts) for the cron task and the test hook.
export default factories.createCoreService('api::subscription.subscription', ({ strapi }) => ({
  expireDue: (today?: string) => expireDue(strapi, today),
  expireCompany: (companyId: number, today?: string) => expireCompany(strapi, companyId, today),
}));
