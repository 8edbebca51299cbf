/**
 * Extension of the users-permissions plugin (Strapi 5 plugin-extension mechanism).
 *
 * - The user gets the inverse sides of the profile relations, so a user knows its hr_user or
 *   hr_company (owning sides: `user` on api::hr-user.hr-user and api::hr-company.hr-company).
 * - A sign-in for an unknown address costs a password check too (DUMMY_HASH), like a wrong password, and a
 *   verification mail is answered alike for every address (issue 24).
 * - The account e-mails (confirmation on registration and resend, password recovery) are the portal's own
 *   (src/mail, sent by ./account-mails.ts) instead of the plugin's templates, which send one text as both the
 *   HTML and the text part.
 * - The content-API routes that create, update or delete users are removed: accounts are created
 *   by the registration endpoints (later issues) and changed only through the auth flows
 *   (confirmation, forgot/reset password). No role can reach them even if ticked in the admin panel.
 */
import type { Core } from '@strapi/strapi';
import { accountMails } from './account-mails';
import { revokedBy, type TokenClaims } from '../../api/me/services/sessions';
import { TEAM_MESSAGES, type TeamErrorCode } from '../../catalog/team';
import { AUTH_SETTINGS_MS, shortMemo } from '../../utils/short-memo';
import { findRow } from '../../utils/rows';
import { startCarriedMe } from '../../middlewares/carry-me';
import { authenticationRead } from '../../middlewares/database-down';

const rolePermissions = shortMemo<unknown[]>(AUTH_SETTINGS_MS);

type Route = { handler: string };
type Deps = { strapi: Core.Strapi };
type UserService = Record<string, unknown> & {
  edit(userId: number, params: Record<string, unknown>): Promise<unknown>;
  fetchAuthenticatedUser(id: unknown): Promise<Record<string, unknown> | null>;
};
type JwtService = { getToken(ctx: unknown): Promise<{ id?: unknown; iat?: unknown } | null> } & Record<
  string,
  unknown
>;
type AuthController = Record<string, (ctx: AuthCtx) => Promise<unknown>>;
type AuthCtx = {
  status?: number;
  body?: unknown;
  params?: { provider?: string };
  request?: { body?: unknown };
};
type PermissionService = Record<string, unknown> & {
  findRolePermissions(roleId: unknown): Promise<unknown[]>;
};
type RoleService = Record<string, unknown>;
type UsersPermissionsPlugin = {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: { 'content-api': { routes: Route[] } };
  services: {
    jwt: (deps: Deps) => JwtService;
    user: (deps: Deps) => UserService;
    permission: (deps: Deps) => PermissionService;
    role: (deps: Deps) => RoleService;
  };
  controllers: { auth: (deps: Deps) => AuthController };
};

export const REMOVED_USER_HANDLERS = ['user.create', 'user.update', 'user.destroy'];

/**
 * A bcrypt hash (cost 10, as the plugin's) of a random string nobody knows. A sign-in for an address without an
 * account (or without a password) is checked against it, so it takes as long as a wrong password for a real
 * account: the time no longer tells which addresses have one (issue 24 item 6: ~134 ms against ~284 ms).
 */
const DUMMY_HASH = '$2a$10$qS4.K3ddA3rBS5UdIx4iNeW1NCTTeX4foJIx2y8.asA7pD0TNESCe';

/** A team refusal in Strapi's error envelope, with the catalog's Italian message. */
const refusal = (status: number, code: TeamErrorCode) => ({
  data: null,
  error: { status, name: 'ValidationError', message: TEAM_MESSAGES[code], details: { code } },
});

export default (plugin: UsersPermissionsPlugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    hr_user: {
      type: 'relation',
      relation: 'oneToOne',
      target: 'api::hr-user.hr-user',
      mappedBy: 'user',
    },
    hr_company: {
      type: 'relation',
      relation: 'oneToOne',
      target: 'api::hr-company.hr-company',
      mappedBy: 'user',
    },
    // Tokens issued before this moment (ms) are refused: logout and password reset (utils/sessions.ts).
    sessions_revoked_at: { type: 'biginteger', private: true },
    // The latest versions of the terms and privacy policy the account accepted (issue 41; the history is in
    // api::privacy.consent): null until the first recorded acceptance.
    termini_accettati: { type: 'integer', private: true },
    privacy_accettata: { type: 'integer', private: true },
    // The last successful sign-in, and when the inactivity notice went (issue 41 retention): a sign-in clears it.
    ultimo_accesso: { type: 'datetime', private: true },
    // The first password's one-time code (issue 39 item 6, api/me/services/first-password.ts): its SHA-256 only,
    // mailed with the confirmation link, valid until `prima_password_scadenza`, cleared when used.
    prima_password_hash: { type: 'string', private: true },
    prima_password_scadenza: { type: 'datetime', private: true },
    avviso_inattivita_il: { type: 'datetime', private: true },
  });

  // Every authenticated request: a token of a revoked session is refused (401). Within a request the strategy
  // verifies the token (getToken) and then reads its user with the role (fetchAuthenticatedUser), a row that holds
  // `sessions_revoked_at` already: getToken leaves the token of the request it serves for fetchAuthenticatedUser,
  // which judges it on that row, instead of reading the column once more (one query less per call,
  // docs/performance.md "Pages per core"). Outside a request's context getToken reads it itself, as before.
  const tokenOfRequest = new WeakMap<object, TokenClaims>();
  const createJwt = plugin.services.jwt;
  plugin.services.jwt = (deps: Deps) => {
    const base = createJwt(deps);
    const service: JwtService = {
      ...base,
      // The issue time in ms, so that a logout revokes the tokens issued before it, not those of its second.
      issue(payload: unknown, options?: unknown) {
        const claims = payload as { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
        const plain = typeof claims.toJSON === 'function' ? claims.toJSON() : claims;
        return (base.issue as (p: unknown, o?: unknown) => unknown).call(
          service,
          { ...plain, iat_ms: Date.now() },
          options,
        );
      },
      async getToken(ctx: unknown) {
        const token = await base.getToken.call(service, ctx);
        if (!token) return token;
        if (ctx && typeof ctx === 'object' && deps.strapi.requestContext.get() === ctx) {
          tokenOfRequest.set(ctx, token);
          return token;
        }
        if (await deps.strapi.service('api::me.sessions').isRevoked(token))
          throw new Error('session revoked');
        return token;
      },
    };
    return service;
  };

  // The role's permissions, read on every authenticated call (2 statements), kept per process for AUTH_SETTINGS_MS
  // (docs/decisions.md "A role's permissions and the sign-in settings kept for two seconds"): configuration,
  // nobody's data. A role changed through this process is forgotten at once; another instance sees it within
  // that time.
  const createPermission = plugin.services.permission;
  plugin.services.permission = (deps: Deps) => {
    const base = createPermission(deps);
    return {
      ...base,
      findRolePermissions: (roleId: unknown) =>
        authenticationRead(
          deps.strapi,
          rolePermissions.get(String(roleId), () => base.findRolePermissions.call(base, roleId)),
        ),
    };
  };
  const createRole = plugin.services.role;
  plugin.services.role = (deps: Deps) => {
    const base = createRole(deps);
    const forgetting =
      (name: string) =>
      async (...args: unknown[]) => {
        try {
          return await (base[name] as (...a: unknown[]) => Promise<unknown>).apply(base, args);
        } finally {
          rolePermissions.clear();
        }
      };
    const changes = ['createRole', 'updateRole', 'deleteRole'].filter(
      (name) => typeof base[name] === 'function',
    );
    return { ...base, ...Object.fromEntries(changes.map((name) => [name, forgetting(name)])) };
  };

  const createUser = plugin.services.user;
  plugin.services.user = (deps: Deps) => {
    const base = createUser(deps);
    return {
      ...base,
      sendConfirmationEmail: (user: { id: number; email: string }) =>
        accountMails(deps.strapi).sendConfirmation(user, (id, data) => base.edit(id, data)),
      // The user of the request's token, or null (invalid credentials, 401) when the token's session was revoked.
      async fetchAuthenticatedUser(id: unknown) {
        const user = await authenticationRead(deps.strapi, base.fetchAuthenticatedUser(id));
        const ctx = deps.strapi.requestContext.get() as object | undefined;
        const token = ctx ? tokenOfRequest.get(ctx) : undefined;
        if (!token) return user;
        tokenOfRequest.delete(ctx as object);
        if (!user) return user;
        // Another user than the token's (no caller does that today): judged on its own read, as getToken did.
        if (Number(token.id) !== Number(user.id))
          return (await deps.strapi.service('api::me.sessions').isRevoked(token)) ? null : user;
        if (revokedBy(user.sessions_revoked_at, token)) return null;
        startCarriedMe(deps.strapi, ctx, user);
        return user;
      },
    };
  };

  // A password reset ends every other session of the account.
  const createAuth = plugin.controllers.auth;
  plugin.controllers.auth = (deps: Deps) => {
    const controller = createAuth(deps);
    const { resetPassword, callback, sendEmailConfirmation } = controller;
    return {
      ...controller,
      async callback(ctx: AuthCtx) {
        const body = (ctx.request?.body ?? {}) as { identifier?: unknown; password?: unknown };
        const local = (ctx.params?.provider ?? 'local') === 'local';
        if (local && typeof body.identifier === 'string' && typeof body.password === 'string') {
          const user = await findRow(deps.strapi, 'plugin::users-permissions.user', {
            where: {
              provider: 'local',
              $or: [{ email: body.identifier.toLowerCase() }, { username: body.identifier }],
            },
            select: ['id', 'password', 'blocked'],
          });
          const users = deps.strapi.service('plugin::users-permissions.user');
          if (!user?.password) await users.validatePassword(body.password, DUMMY_HASH);
          // A member removed from its team, with the right password (so the answer tells only its owner): says so
          // (issue 39 item 5), instead of the plugin's 'Your account has been blocked'.
          else if (
            user.blocked &&
            (await users.validatePassword(body.password, user.password)) &&
            (await deps.strapi.service('api::team-member.invitation-links').isRemovedMember(user.id))
          ) {
            ctx.status = 400;
            ctx.body = refusal(400, 'removed_from_team');
            return;
          }
        }
        await callback.call(controller, ctx);
        // A sign-in keeps the account out of the inactivity erasure (issue 41, privacy/services/retention.ts).
        const signedIn = (ctx.body as { user?: { id?: number } } | undefined)?.user?.id;
        if (typeof signedIn === 'number' && (ctx.status ?? 200) < 400)
          await deps.strapi.db.query('plugin::users-permissions.user').update({
            where: { id: signedIn },
            data: { ultimo_accesso: new Date(), avviso_inattivita_il: null },
          });
      },
      // A verified or blocked account used to get 400 ('Already confirmed'), an unknown address 200: every
      // address now gets the answer of an unknown one.
      async sendEmailConfirmation(ctx: AuthCtx) {
        try {
          return await sendEmailConfirmation.call(controller, ctx);
        } catch (error) {
          const message = (error as { message?: string }).message;
          if (message !== 'Already confirmed' && message !== 'User blocked') throw error;
          const { email } = (ctx.request?.body ?? {}) as { email?: unknown };
          ctx.status = 200;
          ctx.body = { email, sent: true };
        }
      },
      forgotPassword: (ctx: AuthCtx) => accountMails(deps.strapi).forgotPassword(ctx),
      async resetPassword(ctx: AuthCtx) {
        // Tokens issued before the reset started are refused; the one it answers with is issued after.
        const started = Date.now();
        // A team invitation's code (issue 27) is a reset code that expires: refused after INVITO_GIORNI days.
        // The page of an invitation's link also sends the invitation's documentId (`invitation`, from the link):
        // when the code no longer works, the answer says why (used, sent again, withdrawn; issue 39 item 5).
        const body = (ctx.request?.body ?? {}) as { code?: unknown; invitation?: unknown };
        const { code, invitation: invitationId, ...rest } = body;
        if (ctx.request && invitationId !== undefined) ctx.request.body = { code, ...rest };
        const team = deps.strapi.service('api::team-member.invitation-links');
        const invitation = typeof code === 'string' && code ? await team.invitationOfCode(code) : null;
        if (invitation?.expired) {
          ctx.status = 400;
          ctx.body = refusal(400, 'invitation_expired');
          return;
        }
        await resetPassword.call(controller, ctx).catch(async (error: unknown) => {
          // The plugin's 'Incorrect code provided': no account has this code (any more).
          if (typeof invitationId !== 'string' || !/^[a-z0-9]{10,40}$/i.test(invitationId)) throw error;
          if ((error as { message?: string }).message !== 'Incorrect code provided') throw error;
          ctx.status = 400;
          ctx.body = refusal(400, await team.deadInvitation(invitationId));
        });
        const userId = (ctx.body as { user?: { id?: number } } | undefined)?.user?.id;
        if (typeof userId === 'number' && (ctx.status ?? 200) < 400) {
          await deps.strapi.service('api::me.sessions').revokeSessions(userId, started);
          if (invitation) {
            await team.activate(invitation.id, userId);
            // Accepting the invitation is accepting the texts the invitation page shows (issue 41).
            await deps.strapi.service('api::privacy.consent').record(userId, 'invito_team');
          }
        }
      },
    };
  };

  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !REMOVED_USER_HANDLERS.includes(route.handler));

  return plugin;
};
