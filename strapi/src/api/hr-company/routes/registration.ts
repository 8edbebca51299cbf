// Company registration (spec 02 §7: POST /api/create-profile/create-company), next to the hr-company it creates.
// Public: there is no account yet. The candidate registration lives in api/create-profile.
import { registration } from '../../../contracts/registration';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(registration.createCompany, 'registration.create'));
