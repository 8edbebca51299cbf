// Art. 15 and consent (issue 41, contracts/privacy.ts). Permissions: src/bootstrap/permissions.ts (ERASURE,
// CANDIDATE_AREA).
import { privacy } from '../../../contracts/privacy';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(privacy.unlockedBy, 'access.unlockedBy'),
  route(privacy.acceptConsent, 'access.accept'),
);
