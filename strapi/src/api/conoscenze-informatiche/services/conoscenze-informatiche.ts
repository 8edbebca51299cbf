import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::conoscenze-informatiche.conoscenze-informatiche');
