// The calling company's own record: no id in the path, so a company can address nothing but itself.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'PUT',
      path: '/hr-companies/me',
      handler: 'company-profile.update',
      config: { policies: [] },
    },
    {
      method: 'PUT',
      path: '/hr-companies/me/alerts',
      handler: 'company-profile.alerts',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/hr-companies/me/brand',
      handler: 'company-profile.brand',
      config: { policies: [] },
    },
  ],
};
