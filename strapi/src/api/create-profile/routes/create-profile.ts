// Registration and profile update of a candidate (spec 01 §7). `create` and `comuni` are public (a new
// candidate has no account yet); `update` needs the candidate role and only ever touches the caller's own
// hr_user. Every write is validated by the catalog's profile rules, the same the wizard applies.
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/create-profile', handler: 'create-profile.create', config: { policies: [] } },
    {
      method: 'PUT',
      path: '/create-profile/update-profile',
      handler: 'create-profile.update',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/create-profile/comuni/:provinceCode',
      handler: 'create-profile.comuni',
      config: { policies: [] },
    },
  ],
};
