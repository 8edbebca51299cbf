import { factories } from '@strapi/strapi';

// No generic CRUD over the content API: these records are written by services behind the
// dedicated endpoints that check who is calling (added by the issues that need them).
export default factories.createCoreRouter('api::favourite.favourite', {
  only: [],
});
