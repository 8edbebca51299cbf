export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/me',
      handler: 'me.find',
      config: {
        policies: [],
      },
    },
    {
      method: 'POST',
      path: '/me/logout',
      handler: 'me.logout',
      config: {
        policies: [],
      },
    },
  ],
};
