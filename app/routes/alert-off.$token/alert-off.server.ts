// The off-link of the alert e-mails (issue 11): Strapi checks the signed token and turns that alert off. No login
// needed: the token is the credential (strapi/src/api/alert/services/off-link.ts).
import { strapi } from '#app/server/strapi-api.server.ts';

export type AlertKind = 'db' | 'np';

/** The shape Strapi signs: `<company documentId>.<db|np>.<signature>`; anything else never reaches Strapi. */
const TOKEN = /^[a-z0-9]{1,40}\.(db|np)\.[A-Za-z0-9_-]{43}$/;

/** Turns off the alert the token names; null when the token is not valid. */
export async function turnAlertOff(token: string): Promise<AlertKind | null> {
  if (!TOKEN.test(token)) return null;
  const result = await strapi.alerts.off({ json: { token } });
  return result.ok ? result.data.data.alert : null;
}
