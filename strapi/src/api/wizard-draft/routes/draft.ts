// Server-side wizard drafts, addressed by an unguessable key that only the Remix server knows (it keeps the
// key in the visitor's session cookie). Whoever holds the key holds the draft: there is no list route. A signed-in
// user's drafts are theirs by account instead (`mine/:kind`), so a replayed session cookie cannot start new ones.
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
    // A signed-in user's own draft of a wizard kind: one per user and kind (issue 24 item 3).
    {
      method: 'GET',
      path: '/wizard-drafts/mine/:kind',
      handler: 'wizard-draft.getOwn',
      config: { policies: [] },
    },
    {
      method: 'PUT',
      path: '/wizard-drafts/mine/:kind',
      handler: 'wizard-draft.saveOwn',
      config: { policies: [] },
    },
    {
      method: 'DELETE',
      path: '/wizard-drafts/mine/:kind',
      handler: 'wizard-draft.removeOwn',
      config: { policies: [] },
    },
  ],
};
