// Forms of the sign-in and password flows (spec 01 §5 "Login", "Forgot password", "Reset password").
import { z } from 'zod';
import { EMAIL, MAX } from '~/lib/patterns';
import { common, resetPassword } from '~/texts';

const requiredString = () =>
  z.string({ required_error: common.required, invalid_type_error: common.required });

export const emailField = requiredString()
  .trim()
  .max(MAX.email, common.emailFormat)
  .regex(EMAIL, common.emailFormat)
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email: emailField,
  password: requiredString().max(MAX.password, common.tooLong(MAX.password)),
  redirectTo: z.string().max(2000).optional(),
});

/** Forgot password and resend verification: the same e-mail rule. */
export const emailRequestSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    code: requiredString().max(512, resetPassword.missingCode),
    password: requiredString()
      .min(8, resetPassword.minLength)
      .max(MAX.password, common.tooLong(MAX.password)),
    password_confirmation: requiredString().max(MAX.password, common.tooLong(MAX.password)),
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
