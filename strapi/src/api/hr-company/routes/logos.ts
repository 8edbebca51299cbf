// The strip of companies with a logo in the candidate's area (issue 4). Permissions: src/bootstrap/permissions.ts
// (role `candidate` only); a visit is counted for the caller's hr_user, found through the JWT.
import { candidate } from '../../../contracts/candidate';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(candidate.activeCompanies, 'logos.companies'),
  route(candidate.visitCompany, 'logos.visitCompany'),
);
