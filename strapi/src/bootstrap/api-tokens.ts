import type { Core } from '@strapi/strapi';

/**
 * Every content-API request with a bearer token goes first through Strapi's API-token strategy, which hashes the
 * token (HMAC-SHA512) and looks it up in strapi_api_tokens, and only then through users-permissions, which checks
 * it as a JWT. Every call of the portal carries a users-permissions JWT: one query and one HMAC per Strapi call
 * for nothing (docs/performance.md "Pages per core"). An API token is a random hex string made by Strapi, never
 * three base64url parts joined by dots as a JWT is: such a token is answered "no API token" without the query,
 * and users-permissions checks it as before. Real API tokens are looked up and checked by Strapi unchanged.
 */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const NOT_AN_API_TOKEN = '';

export type TokenService = {
  hash(accessKey: string): string;
  getByAccessKey(accessKeyHash: string, options?: unknown): Promise<unknown>;
};

export const skipApiTokenLookupForJwts = (strapi: Core.Strapi) => {
  const tokens = strapi.service('admin::api-token-content-api');
  if (!tokens?.hash || !tokens.getByAccessKey) {
    strapi.log.warn('[auth] API token service not found: every call looks its token up as an API token');
    return;
  }
  const { hash, getByAccessKey } = tokens;
  tokens.hash = (accessKey: string) =>
    JWT_SHAPE.test(accessKey) ? NOT_AN_API_TOKEN : hash.call(tokens, accessKey);
  tokens.getByAccessKey = (accessKeyHash: string, options?: unknown) =>
    accessKeyHash === NOT_AN_API_TOKEN
      ? Promise.resolve(null)
      : getByAccessKey.call(tokens, accessKeyHash, options);
};
