// The recruiter's pipeline (issue 43): every company account of the team (titolare and members) works on the
// company's unlocked candidates; the API keys are the titolare's alone (policy global::company-right). The ATS
// endpoint reads no user token (auth: false): its API key is the credential, checked by the controller.
// Permissions: src/bootstrap/permissions.ts (role `company`).
const TITOLARE = { policies: [{ name: 'global::company-right', config: { right: 'titolare' } }] };
const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: string, config = {}) => ({
  method,
  path,
  handler: `pipeline.${handler}`,
  config: { policies: [], ...config },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/pipeline', 'list'),
    route('GET', '/pipeline/export', 'exportFile'),
    route('GET', '/pipeline/job-posts', 'counts'),
    route('GET', '/pipeline/job-posts/:id', 'jobPost'),
    route('GET', '/pipeline/candidates/:id', 'candidate'),
    route('PUT', '/pipeline/candidates/:id/fase', 'setFase'),
    route('PUT', '/pipeline/candidates/:id/annuncio', 'setAnnuncio'),
    route('GET', '/pipeline/candidates/:id/notes', 'notes'),
    route('POST', '/pipeline/candidates/:id/notes', 'addNote'),
    route('PUT', '/pipeline/notes/:id', 'editNote'),
    route('DELETE', '/pipeline/notes/:id', 'removeNote'),
    route('GET', '/company-api-keys', 'keys', TITOLARE),
    route('POST', '/company-api-keys', 'createKey', TITOLARE),
    route('DELETE', '/company-api-keys/:id', 'revokeKey', TITOLARE),
    route('GET', '/ats/v1/candidati', 'ats', { auth: false }),
  ],
};
