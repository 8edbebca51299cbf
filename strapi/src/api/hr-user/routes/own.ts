// The candidate's own hr_user (issue 4): role `candidate` (src/bootstrap/permissions.ts); the handlers find the
// record through the JWT, so there is no id in the path.
import { candidate } from '../../../contracts/candidate';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(candidate.picture, 'own.uploadPicture'),
  route(candidate.exportData, 'own.exportData'),
  route(candidate.cv, 'own.cv'),
);
