import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hr-company.hr-company');
