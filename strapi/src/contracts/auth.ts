// The users-permissions routes the Remix server calls (Strapi's own, configured in strapi/src/extensions/ and
// strapi/src/index.ts, not produced by our controllers): what the portal sends and reads of their answers.
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

/** POST /api/auth/local {identifier, password} */
export const loginRequest = z.object({ identifier: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequest>;
/** Only the JWT is read (the user comes from GET /api/me). */
export const loginResponse = z.object({ jwt: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/reset-password {code, password, passwordConfirmation} */
export const resetPasswordRequest = z.object({
  code: z.string(),
  password: z.string(),
  passwordConfirmation: z.string(),
  /** A team invitation's documentId (its link's `invito`): a dead code is then answered with why (issue 39). */
  invitation: z.string().optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST /api/auth/forgot-password {email}, POST /api/auth/send-email-confirmation {email} */
export const emailRequest = z.object({ email: z.string() });
export type EmailRequest = z.infer<typeof emailRequest>;

/** POST /api/auth/forgot-password answers at once, whether the address has an account or not. */
export const forgotPasswordResponse = z.object({ ok: z.literal(true) });
/** POST /api/auth/send-email-confirmation: the same answer for every address (strapi-server.ts). */
export const emailConfirmationSent = z.object({ email: z.string(), sent: z.literal(true) });
/** POST /api/auth/reset-password: the plugin signs the user in; the portal reads none of it (they sign in again). */
export const resetPasswordResponse = z.object({ jwt: z.string(), user: z.object({ id: z.number() }) });

/** Strapi's own users-permissions routes (not built from here: the plugin declares them). */
export const auth = {
  login: endpoint()({
    method: 'POST',
    path: '/auth/local',
    access: 'public',
    schema: { body: loginRequest, answer: loginResponse },
  }),
  forgotPassword: endpoint()({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    schema: { body: emailRequest, answer: forgotPasswordResponse },
  }),
  sendEmailConfirmation: endpoint()({
    method: 'POST',
    path: '/auth/send-email-confirmation',
    access: 'public',
    schema: { body: emailRequest, answer: emailConfirmationSent },
  }),
  resetPassword: endpoint()({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    schema: { body: resetPasswordRequest, answer: resetPasswordResponse },
  }),
  /** GET /api/auth/email-confirmation?confirmation=: Strapi answers a redirect on success, 400 otherwise. */
  emailConfirmation: endpoint<{ query: { confirmation: string } }>()({
    method: 'GET',
    path: '/auth/email-confirmation',
    access: 'public',
  }),
} satisfies Contract;
