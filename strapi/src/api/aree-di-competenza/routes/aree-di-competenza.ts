import { factories } from '@strapi/strapi';

// Reference data: read-only for everyone (the registration wizards are public).
export default factories.createCoreRouter('api::aree-di-competenza.aree-di-competenza', {
  only: ['find', 'findOne'],
});
