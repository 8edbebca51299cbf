// The shop (issue 14). Company routes (role permission in permissions.ts) act on the caller's own company; the
// internal routes are role-less and answer only the Remix server, which proves itself with INTERNAL_API_SECRET.
import type { Core } from '@strapi/strapi';
import { apiError, type ApiContext } from '../../../utils/api-error';
import { internalOnly } from '../../../utils/internal-auth';
import type { CheckoutResponse, FailResponse, FulfilmentResponse } from '../../../contracts/shop';
import type { FulfilmentOutcome } from '../services/fulfilment';

const MESSAGES: Record<Extract<FulfilmentOutcome, { ok: false }>['reason'], [400 | 403 | 409, string]> = {
  unknown_product: [400, 'Prodotto non disponibile'],
  not_allowed: [403, 'Questo prodotto non è disponibile per la tua azienda'],
  amount_mismatch: [400, "L'importo pagato non corrisponde al prodotto"],
  no_company: [403, 'Solo le aziende possono acquistare'],
  already_active: [409, 'Il prodotto è già attivo'],
};

const refuse = (ctx: ApiContext, reason: keyof typeof MESSAGES) => {
  const [status, message] = MESSAGES[reason];
  apiError(ctx, status, reason, message);
};

const invalidSession = (ctx: ApiContext) => apiError(ctx, 400, 'invalid_session', 'Sessione non valida');

const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max ? value : null);
const positiveInt = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The checkout session the Remix server forwards, with the ids our metadata put in it. */
const sessionOf = (body: Record<string, unknown>) => {
  const session = (body.session ?? {}) as Record<string, unknown>;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  return {
    session,
    id: text(session.id),
    company: positiveInt(metadata.company_id),
    codice: text(metadata.product, 60),
  };
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const fulfilment = () => strapi.service('api::payment.fulfilment');
  const companyId = async (ctx: ApiContext) => {
    const id = ctx.state.user
      ? await strapi
          .service('api::me.own-profile')
          .ownProfileId('api::hr-company.hr-company', ctx.state.user.id)
      : null;
    if (id === null) refuse(ctx, 'no_company');
    return id;
  };

  return {
    /** POST /api/shop/checkout {product}: what the checkout of this product charges this company. */
    async checkout(ctx: ApiContext) {
      const id = await companyId(ctx);
      if (id === null) return;
      const quote = await fulfilment().checkoutQuote(id, text(ctx.request.body?.product, 60) ?? '');
      if (!quote.ok) return refuse(ctx, quote.reason);
      ctx.body = { data: { company_id: id, ...quote } } satisfies CheckoutResponse;
    },

    /** POST /api/shop/activate {product}: a free product (Promuovi ricerca), without checkout. */
    async activate(ctx: ApiContext) {
      const id = await companyId(ctx);
      if (id === null) return;
      const outcome = await fulfilment().activateFreeProduct(id, text(ctx.request.body?.product, 60) ?? '');
      if (!outcome.ok) return refuse(ctx, outcome.reason);
      // A free product issues no invoice, so there is no courtesy copy to send (the paid path below sends it).
      ctx.body = { data: outcome } satisfies FulfilmentResponse;
    },

    /** GET /api/shop/movements?page=: the caller's credit ledger, newest first. */
    async movements(ctx: ApiContext) {
      const id = await companyId(ctx);
      if (id === null) return;
      await strapi.service('api::subscription.subscription').expireCompany(id);
      ctx.body = await strapi
        .service('api::credit-movement.credit-movement')
        .ledger(id, positiveInt(ctx.query.page) ?? 1);
    },

    /**
     * POST /api/internal/payments/fulfil {session, companyId?}: a paid checkout session as Stripe answered it to
     * the Remix server. `companyId`, when given (success page), must be the session's company.
     */
    async fulfil(ctx: ApiContext) {
      if (!internalOnly(ctx)) return;
      const body = ctx.request.body ?? {};
      const { session, id, company, codice } = sessionOf(body);
      const amountTotal = typeof session.amount_total === 'number' ? session.amount_total : null;
      if (!id || !company || !codice || amountTotal === null || typeof session.currency !== 'string')
        return invalidSession(ctx);
      if (body.companyId !== undefined && positiveInt(body.companyId) !== company)
        return refuse(ctx, 'not_allowed');
      if (session.payment_status !== 'paid') return apiError(ctx, 409, 'unpaid', 'Pagamento non completato');
      const outcome = await fulfilment().fulfilPaidSession({
        id,
        companyId: company,
        codice,
        amountTotal,
        currency: session.currency,
      });
      if (!outcome.ok) return refuse(ctx, outcome.reason);
      ctx.body = { data: outcome } satisfies FulfilmentResponse;
      // The invoice's courtesy copy, after the commit and without holding the answer: a failed mail is retried by
      // the SDI job and never fails the payment (decisions.md "E-mails").
      if (outcome.fulfilled)
        void strapi
          .service('api::invoice.invoice')
          .sendCourtesyCopies({ checkoutSessionId: id })
          .catch((error: Error) => strapi.log.error(`[fatture] copia di cortesia: ${error.message}`));
    },

    /** POST /api/internal/payments/fail {session, status}: an expired or failed checkout session. */
    async fail(ctx: ApiContext) {
      if (!internalOnly(ctx)) return;
      const body = ctx.request.body ?? {};
      const { id, company, codice } = sessionOf(body);
      const status = body.status === 'expired' ? 'expired' : 'failed';
      if (!id || !company || !codice) return invalidSession(ctx);
      ctx.body = {
        data: await fulfilment().markSessionFailed({ id, companyId: company, codice, status }),
      } satisfies FailResponse;
    },
  };
};
