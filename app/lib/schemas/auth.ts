// Forms of the sign-in and password flows (spec 01 §5 "Login", "Forgot password", "Reset password").
import { z } from 'zod';
import { EMAIL_MAX, PATTERNS } from '#catalog/patterns.ts';
import { common, resetPassword } from '#app/texts/index.ts';

/** Longest password accepted; a longer post is refused, never truncated. */
const PASSWORD_MAX = 128;

const requiredString = () =>
  z.string({ required_error: common.required, invalid_type_error: common.required });

export const emailField = requiredString()
  .trim()
  .max(EMAIL_MAX, common.emailFormat)
  .regex(PATTERNS.email, common.emailFormat)
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email: emailField,
  password: requiredString().max(PASSWORD_MAX, common.tooLong(PASSWORD_MAX)),
  redirectTo: z.string().max(2000).optional(),
});

/** Forgot password and resend verification: the same e-mail rule. */
export const emailRequestSchema = z.object({ email: emailField });

/** The first password's one-time code of a confirmation mail (strapi/src/api/me/services/first-password.ts). */
export const FIRST_PASSWORD_CODE = /^[a-f0-9]{64}$/;

export const resetPasswordSchema = z
  .object({
    code: requiredString().max(512, resetPassword.missingCode),
    password: requiredString()
      .min(8, resetPassword.minLength)
      .max(PASSWORD_MAX, common.tooLong(PASSWORD_MAX)),
    password_confirmation: requiredString().max(PASSWORD_MAX, common.tooLong(PASSWORD_MAX)),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password_confirmation'],
        message: resetPassword.mismatch,
      });
    }
  });
