/**
 * Who runs the portal, as the legal pages (Remix) and every e-mail's footer (Strapi) name it: `LEGAL_NAME`,
 * `LEGAL_ADDRESS`, `LEGAL_VAT`, with the demo company as default. Both programs read it here, so the footer of a
 * mail and the privacy page never name two different companies.
 */
export type Legal = { controller: string; address: string; vat: string };

export const legalFromEnv = (env: Record<string, string | undefined>): Legal => ({
  controller: env.LEGAL_NAME?.trim() || 'Portale Lavoro Industria S.r.l.',
  address: env.LEGAL_ADDRESS?.trim() || 'Via Gaetano Negri 10, 20123 Milano (MI)',
  vat: env.LEGAL_VAT?.trim() || '01234567897',
});
