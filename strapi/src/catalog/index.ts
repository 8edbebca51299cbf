/**
 * The catalog: the single source of every fixed enumeration, shared by Strapi's seed
 * and validation and by the Remix app. Pure TypeScript, no Strapi imports.
 *
 * Browser code should import `./common` (everything but geography) to keep the ISTAT
 * and country data out of client bundles.
 */
export * from './common';
export * from './geography';
export * from './coordinates';
