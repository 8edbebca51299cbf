import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::aree-di-competenza.aree-di-competenza');
