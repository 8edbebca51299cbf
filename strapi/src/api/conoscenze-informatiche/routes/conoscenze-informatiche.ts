import { factories } from '@strapi/strapi';

// Reference data: read-only for everyone (the registration wizards are public).
export default factories.createCoreRouter('api::conoscenze-informatiche.conoscenze-informatiche', {
  only: ['find', 'findOne'],
});
