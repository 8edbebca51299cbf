// Uploaded images for the Remix media route (/media/*): company logos to anyone, a candidate's picture only to the
// candidate and to the companies that may see that profile (issue 24 item 8).
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/media/:file', handler: 'media.read', config: { policies: [] } }],
};
