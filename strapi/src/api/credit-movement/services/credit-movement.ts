import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::credit-movement.credit-movement');
