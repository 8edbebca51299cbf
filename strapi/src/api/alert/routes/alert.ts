// The one-click off-link of the alert e-mails (issue 11): public and role-less, the signed token is the credential
// (services/off-link.ts). Called by the Remix page /alert-off/:token, for a visitor signed in or not.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/alerts/off',
      handler: 'alert.off',
      config: { auth: false, policies: [] },
    },
  ],
};
