/**
 * The caller's `GET /api/me` answer carried on another answer (issue 29 item 5): a call with this request header
 * set to '1' that succeeds for a signed-in user gets the same header back, and its JSON object gains the
 * `CARRIED_ME_KEY` member: the `MeResponse` (contracts/me.ts) computed after the call's own work. Strapi's side:
 * strapi/src/middlewares/carry-me.ts; the Remix side: app/server/current-user.server.ts.
 */
export const CARRY_ME_HEADER = 'x-portal-carry-me';
export const CARRIED_ME_KEY = 'portalMe';
