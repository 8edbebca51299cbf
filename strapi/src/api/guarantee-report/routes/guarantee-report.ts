// The credit guarantee (issue 26, controllers/guarantee-report.ts). No generic CRUD of reports over the content API:
// operators work on them in the admin panel.
// The candidate's link (PATCH .../confirm/:token) is granted to the public and candidate roles: the token is the
// credential, as for the freshness link.
const route = (method: 'GET' | 'POST' | 'PATCH', path: string, handler: string) => ({
  method,
  path,
  handler: `guarantee-report.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/guarantee-reports', 'list'),
    route('GET', '/guarantee-reports/candidate/:id', 'state'),
    route('POST', '/guarantee-reports/candidate/:id', 'create'),
    route('GET', '/guarantee/me', 'mine'),
    route('POST', '/guarantee/me/confirm', 'confirmOwn'),
    route('PATCH', '/guarantee/confirm/:token', 'confirm'),
  ],
};
