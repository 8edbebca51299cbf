// The Remix servers' rate-limit counters (issue 15 item 2): one internal route, answered only to the Remix server
// (INTERNAL_API_SECRET), so every instance counts in the same table.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/internal/rate-limits',
      handler: 'rate-limit.apply',
      config: { auth: false, policies: [] },
    },
  ],
};
