// Company registration (spec 02 §7: POST /api/create-profile/create-company), next to the hr-company it creates.
// Public: there is no account yet. The candidate registration lives in api/create-profile.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/create-profile/create-company',
      handler: 'registration.create',
      config: { policies: [] },
    },
  ],
};
