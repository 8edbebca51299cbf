import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::hr-company.hr-company');
