// The shop's routes (controllers/shop.ts). The internal ones are role-less: the controller lets in only the
// Remix server's shared secret (INTERNAL_API_SECRET), whatever token a caller sends.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/shop/checkout',
      handler: 'shop.checkout',
      config: { policies: [{ name: 'global::company-right', config: { right: 'acquisti' } }] },
    },
    {
      method: 'POST',
      path: '/shop/activate',
      handler: 'shop.activate',
      config: { policies: [{ name: 'global::company-right', config: { right: 'acquisti' } }] },
    },
    { method: 'GET', path: '/shop/movements', handler: 'shop.movements', config: { policies: [] } },
    {
      method: 'POST',
      path: '/internal/payments/fulfil',
      handler: 'shop.fulfil',
      config: { auth: false, policies: [] },
    },
    {
      method: 'POST',
      path: '/internal/payments/fail',
      handler: 'shop.fail',
      config: { auth: false, policies: [] },
    },
  ],
};
