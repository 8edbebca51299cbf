import { factories } from '@strapi/strapi';

// Only the owner may read the record; writes come with the profile issues as dedicated endpoints.
// GET /api/me is the usual way to read one's own profile.
export default factories.createCoreRouter('api::hr-company.hr-company', {
  only: ['findOne'],
  config: {
    findOne: {
      policies: [{ name: 'global::is-owner', config: { uid: 'api::hr-company.hr-company' } }],
    },
  },
});
