// The candidates' job board (issue 4, spec 02 §7). Permissions: src/bootstrap/permissions.ts (role `candidate`
// only); the handlers act on the caller's hr_user, found through the JWT.
import { board } from '../../../contracts/job-posts';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(board.list, 'board.jobPosts'),
  route(board.findOne, 'board.jobPost'),
  route(board.interest, 'board.markInterest'),
);
