import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::hr-user.hr-user');
