// The users-permissions routes the Remix server calls (Strapi's own, configured in strapi/src/extensions/ and
// strapi/src/index.ts, not produced by our controllers): what the portal reads of their answers. Pure types.
import { endpoint, type Contract } from './endpoint';

/** POST /api/auth/local {identifier, password} */
export type LoginRequest = { identifier: string; password: string };
export type LoginResponse = { jwt: string };

/** POST /api/auth/reset-password {code, password, passwordConfirmation} */
export type ResetPasswordRequest = { code: string; password: string; passwordConfirmation: string };

/** POST /api/auth/forgot-password {email}, POST /api/auth/send-email-confirmation {email} */
export type EmailRequest = { email: string };

/** Strapi's own users-permissions routes (not built from here: the plugin declares them). */
export const auth = {
  login: endpoint<{ body: LoginRequest; answer: LoginResponse }>()({
    method: 'POST',
    path: '/auth/local',
    access: 'public',
  }),
  forgotPassword: endpoint<{ body: EmailRequest }>()({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
  }),
  sendEmailConfirmation: endpoint<{ body: EmailRequest }>()({
    method: 'POST',
    path: '/auth/send-email-confirmation',
    access: 'public',
  }),
  resetPassword: endpoint<{ body: ResetPasswordRequest }>()({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
  }),
  /** GET /api/auth/email-confirmation?confirmation=: Strapi answers a redirect on success, 400 otherwise. */
  emailConfirmation: endpoint<{ query: { confirmation: string } }>()({
    method: 'GET',
    path: '/auth/email-confirmation',
    access: 'public',
  }),
} satisfies Contract;
