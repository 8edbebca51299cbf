/**
 * The first password of a new account (issue 39 item 6). Registration creates the account with a random password
 * nobody knows; the confirmation mail's link carries, beside Strapi's confirmation token, a one-time code with
 * which the verified page lets the person choose a password at once, instead of asking for a recovery mail.
 *
 * The code is 32 random bytes; only its SHA-256 is stored (`prima_password_hash`, like the freshness and guarantee
 * tokens), with an expiry of PRIMA_PASSWORD_GIORNI days. It works once, and only for a confirmed, unblocked
 * account: the update that takes it is conditional on the hash, so two posts of one link set one password. A new
 * confirmation mail (resend) replaces it; a password set another way (recovery) leaves it to expire.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { boundTo } from '../../../utils/bound';
import { findRow } from '../../../utils/rows';
import { hashToken } from '../../freshness/services/freshness';

const USER = 'plugin::users-permissions.user';
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^[a-f0-9]{64}$/;
/** How long the confirmation mail's password code works. */
export const PRIMA_PASSWORD_GIORNI = 7;

/** A new code: what the mail carries and what the account stores. */
export const newFirstPasswordCode = (now = Date.now()) => {
  const code = randomBytes(32).toString('hex');
  return {
    code,
    stored: {
      prima_password_hash: hashToken(code),
      prima_password_scadenza: new Date(now + PRIMA_PASSWORD_GIORNI * DAY_MS),
    },
  };
};

export const isFirstPasswordCode = (value: unknown): value is string =>
  typeof value === 'string' && CODE.test(value);

const refuse = () =>
  new ApiError(
    400,
    'link_expired',
    'Il link per scegliere la password non è più valido: chiedi una nuova email di recupero della password.',
  );

/**
 * Sets the password of the account whose code this is; ApiError 400 `link_expired` (used, expired, unknown, the
 * account not confirmed or blocked), 400 `invalid_password` (under 8 characters, over 72 bytes, not repeated).
 */
async function choose(
  strapi: Core.Strapi,
  input: { code?: unknown; password?: unknown; passwordConfirmation?: unknown },
): Promise<void> {
  const { code, password, passwordConfirmation } = input;
  if (
    typeof password !== 'string' ||
    password.length < 8 ||
    new TextEncoder().encode(password).length > 72 ||
    password !== passwordConfirmation
  )
    throw new ApiError(
      400,
      'invalid_password',
      'La password deve essere lunga almeno 8 caratteri e ripetuta',
    );
  if (!isFirstPasswordCode(code)) throw refuse();
  const hash = hashToken(code);
  const user = await findRow(strapi, USER, {
    where: { prima_password_hash: hash },
    select: ['id', 'confirmed', 'blocked', 'prima_password_scadenza'],
  });
  if (!user || !user.confirmed || user.blocked) throw refuse();
  if (!user.prima_password_scadenza || new Date(user.prima_password_scadenza).getTime() < Date.now())
    throw refuse();
  await strapi.db.transaction(async () => {
    // Taken once: of two posts of one link, the second finds no row with this hash.
    const taken = await strapi.db
      .query(USER)
      .updateMany({ where: { id: user.id, prima_password_hash: hash }, data: { prima_password_hash: null } });
    if (!taken?.count) throw refuse();
    const started = Date.now();
    await strapi.service('plugin::users-permissions.user').edit(user.id, { password });
    await strapi.service('api::me.sessions').revokeSessions(user.id, started);
  });
}

const firstPasswordService = ({ strapi }: { strapi: Core.Strapi }) => boundTo(strapi, { choose });

export type FirstPasswordService = ReturnType<typeof firstPasswordService>;

export default firstPasswordService;
