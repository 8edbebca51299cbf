import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::credit-movement.credit-movement');
