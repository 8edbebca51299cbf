// The action shared by the screens that only ask for an e-mail and make Strapi send a mail
// (forgot password, resend verification): validation, rate limit, the Strapi call, the outcome.
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { emailRequestSchema } from '#app/lib/schemas/auth.ts';
import { common } from '#app/texts/index.ts';
import { clientIp } from '#app/server/client-ip.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import type { createFlowLimiter } from '#app/server/rate-limit.server.ts';
import { onBehalfOf } from '#app/server/strapi.server.ts';
import type { strapi } from '#app/server/strapi-api.server.ts';

/** The loader of the e-mail-only screens: the field's HTML constraints (zod stays on the server). */
export const emailRequestLoader = () => ({ constraint: getZodConstraint(emailRequestSchema) });

export async function emailRequestAction(
  { request, context }: ActionFunctionArgs,
  {
    limiter,
    send,
  }: {
    limiter: ReturnType<typeof createFlowLimiter>;
    /** The Strapi call that sends the e-mail: `strapi.auth.forgotPassword` or `…sendEmailConfirmation`. */
    send: typeof strapi.auth.forgotPassword | typeof strapi.auth.sendEmailConfirmation;
  },
) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: emailRequestSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  }
  const tooMany = () =>
    data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), outcome: null },
      { status: 429 },
    );
  const { email } = submission.value;
  const visitor = clientIp(request, context);
  if (!(await limiter.take(visitor, email))) return tooMany();
  // Strapi failing is the spec's sending failure too: its dialog, not the 503 page.
  const sent = await send({
    json: { email },
    headers: onBehalfOf(request, context),
    serverErrors: 'return',
  });
  if (!sent.ok && sent.status === 429) return tooMany();
  if (!sent.ok) console.warn(`[email-request] Strapi answered ${sent.status}: ${sent.error.message}`);
  // Strapi's other refusals tell about the account (verification: 400 'already confirmed' for a confirmed one, 200
  // for an unknown address): the page answers alike, so it tells no one which addresses have an account
  // (issue 24). Only Strapi failing is the spec's sending failure.
  const failed = !sent.ok && sent.status >= 500;
  return data(
    { result: submission.reply(), outcome: failed ? ('failed' as const) : ('sent' as const) },
    { status: failed ? 503 : 200 },
  );
}
