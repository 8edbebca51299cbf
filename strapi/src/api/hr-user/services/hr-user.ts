import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hr-user.hr-user');
