// A company's own job posts (issue 10, spec 02 §7). Permissions: src/bootstrap/permissions.ts (role `company`);
// the controller scopes every call to the caller's company and refuses agencies.
import { jobPosts } from '../../../contracts/job-posts';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(jobPosts.list, 'annunci.list'),
  route(jobPosts.create, 'annunci.create'),
  route(jobPosts.findOwn, 'annunci.findOwn'),
  route(jobPosts.update, 'annunci.update'),
  route(jobPosts.interested, 'annunci.interessati'),
);
