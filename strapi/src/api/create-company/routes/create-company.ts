// Company registration (spec 02 §7: POST /api/create-profile/create-company). Public: there is no account yet.
// The candidate registration lives in api/create-profile; this folder owns only the company route.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/create-profile/create-company',
      handler: 'create-company.create',
      config: { policies: [] },
    },
  ],
};
