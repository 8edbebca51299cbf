// The caller's own invoices: the company comes from the token, the id only picks among its invoices.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/hr-companies/me/invoices',
      handler: 'invoice.listOwn',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/hr-companies/me/invoices/:documentId',
      handler: 'invoice.findOwn',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/hr-companies/me/invoices/:documentId/xml',
      handler: 'invoice.xml',
      config: { policies: [] },
    },
  ],
};
