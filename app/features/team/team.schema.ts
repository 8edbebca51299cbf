// The Team page's forms (issue 27): one post per button, a discriminated union on `intent` (an unknown button is
// 400 'Richiesta non valida', as on the other pages).
import { z } from 'zod';
import { emailField } from '#app/lib/schemas/auth.ts';
import { common } from '#app/texts/index.ts';

const text = (max: number) =>
  z
    .string({ required_error: common.required, invalid_type_error: common.required })
    .trim()
    .min(1, common.required)
    .max(max, common.tooLong(max));
const member = z.string().trim().min(1).max(64);

export const teamInviteSchema = z.object({
  intent: z.literal('invite'),
  nome: text(60),
  cognome: text(60),
  email: emailField,
});

export const teamSchema = z.discriminatedUnion('intent', [
  teamInviteSchema,
  z.object({ intent: z.literal('resend'), member }),
  z.object({ intent: z.literal('withdraw'), member }),
  z.object({ intent: z.literal('remove'), member }),
  z.object({ intent: z.literal('buyer'), member, puo_acquistare: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('handover'), member, password: z.string().min(1, common.required).max(128) }),
]);
export type TeamPost = z.infer<typeof teamSchema>;
