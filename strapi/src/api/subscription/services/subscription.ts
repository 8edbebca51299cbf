import { factories } from '@strapi/strapi';

// The end of subscriptions lives in lib/lifecycle.ts, called directly by the cron task, the test hook, /api/me
// and the shop.
export default factories.createCoreService('api::subscription.subscription');
