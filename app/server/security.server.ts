// Security headers of every document response.

export function securityHeaders(
  nonce: string,
  { https, dev, checkoutOrigin }: { https: boolean; dev: boolean; checkoutOrigin?: string },
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    // remix-utils' honeypot hides its inputs with a style attribute.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws://localhost:* ws://127.0.0.1:*' : ''}`,
    // The checkout form's answer is a redirect to Stripe's page (or to the local stand-in's, STRIPE_API_URL).
    `form-action 'self' https://checkout.stripe.com${checkoutOrigin ? ` ${checkoutOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (https) csp.push('upgrade-insecure-requests');
  return {
    'Content-Security-Policy': csp.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
