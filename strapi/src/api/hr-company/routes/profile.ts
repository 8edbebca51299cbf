// The calling company's own record: no id in the path, so a company can address nothing but itself.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'PUT',
      path: '/hr-companies/me',
      handler: 'profile.update',
      // Company data is the titolare's (issue 27): a member is refused with 403.
      config: { policies: [{ name: 'global::company-right', config: { right: 'titolare' } }] },
    },
    {
      method: 'PUT',
      path: '/hr-companies/me/alerts',
      handler: 'profile.alerts',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/hr-companies/me/brand',
      handler: 'profile.brand',
      config: { policies: [] },
    },
  ],
};
