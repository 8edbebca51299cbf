import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::aree-di-competenza.aree-di-competenza');
