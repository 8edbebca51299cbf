// Server-side wizard drafts, addressed by an unguessable key that only the Remix server knows (it keeps the
// key in the visitor's session cookie). Whoever holds the key holds the draft: there is no list route.
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/wizard-drafts/:key', handler: 'wizard-draft.get', config: { policies: [] } },
    { method: 'PUT', path: '/wizard-drafts/:key', handler: 'wizard-draft.save', config: { policies: [] } },
    {
      method: 'DELETE',
      path: '/wizard-drafts/:key',
      handler: 'wizard-draft.remove',
      config: { policies: [] },
    },
  ],
};
