import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::conoscenze-informatiche.conoscenze-informatiche');
