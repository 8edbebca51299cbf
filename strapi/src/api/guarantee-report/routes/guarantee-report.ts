// The credit guarantee (issue 26, controllers/guarantee-report.ts). No generic CRUD of reports over the content API:
// operators work on them in the admin panel.
// The candidate's link (PATCH .../confirm/:token) is granted to the public and candidate roles: the token is the
// credential, as for the freshness link.
import { guarantee } from '../../../contracts/guarantee';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(guarantee.list, 'guarantee-report.list'),
  route(guarantee.state, 'guarantee-report.state'),
  route(guarantee.report, 'guarantee-report.create'),
  route(guarantee.mine, 'guarantee-report.mine'),
  route(guarantee.confirmOwn, 'guarantee-report.confirmOwn'),
  route(guarantee.confirm, 'guarantee-report.confirm'),
);
