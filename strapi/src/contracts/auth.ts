// The users-permissions routes the Remix server calls (Strapi's own, configured in strapi/src/extensions/ and
// strapi/src/index.ts, not produced by our controllers): what the portal reads of their answers. Pure types.

/** POST /api/auth/local {identifier, password} */
export type LoginRequest = { identifier: string; password: string };
export type LoginResponse = { jwt: string };

/** POST /api/auth/reset-password {code, password, passwordConfirmation} */
export type ResetPasswordRequest = { code: string; password: string; passwordConfirmation: string };

/** POST /api/auth/forgot-password {email}, POST /api/auth/send-email-confirmation {email} */
export type EmailRequest = { email: string };
