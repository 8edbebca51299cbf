// The candidate's e-mails (issue 42): settings for the role `candidate` (bootstrap/permissions.ts), acting on the
// caller's own hr_user; the off-link public and role-less (services/off-link.ts), called by the Remix page
// /avvisi-off/:token for a visitor signed in or not.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/hr-users/me/avvisi',
      handler: 'avviso-candidato.settings',
      config: { policies: [] },
    },
    {
      method: 'PUT',
      path: '/hr-users/me/avvisi',
      handler: 'avviso-candidato.save',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/hr-users/me/attivita',
      handler: 'avviso-candidato.activity',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/avvisi/off',
      handler: 'avviso-candidato.off',
      config: { auth: false, policies: [] },
    },
  ],
};
