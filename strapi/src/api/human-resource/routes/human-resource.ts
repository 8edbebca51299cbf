// Candidate search, profile, favourites and unlocking for companies (spec 02 §7). The GET forms of
// the favourite/unlock mutations are the spec's paths; the Remix server uses the POST equivalents.
const route = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler: `human-resource.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/human-resources', 'find'),
    route('GET', '/human-resources/:id', 'findOne'),
    route('GET', '/human-resources/:id/cv', 'cv'),
    route('GET', '/human-resources/:id/favourites', 'favourite'),
    route('POST', '/human-resources/:id/favourites', 'favourite'),
    route('GET', '/human-resources/:id/unlock', 'unlock'),
    route('POST', '/human-resources/:id/unlock', 'unlock'),
  ],
};
