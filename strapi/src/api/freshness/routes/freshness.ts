// The freshness link (spec 01 §7: PATCH /api/alreadyUpdated/{token}); public, the token is the credential.
import { candidate } from '../../../contracts/candidate';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(candidate.freshness, 'freshness.confirm'));
