// Self-service erasure (issue 41, contracts/privacy.ts): every signed-in role; the service decides what the caller's
// account is. Permissions: src/bootstrap/permissions.ts (ERASURE).
import { privacy } from '../../../contracts/privacy';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(privacy.erasurePreview, 'erasure.preview'),
  route(privacy.erase, 'erasure.erase'),
);
