// Duplicate-email check of the registration wizards (spec: `GET users/count?email=`), narrowed to one answer:
// is this address free? Public, because registration happens before there is an account.
import { registration } from '../../../contracts/registration';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(registration.emailCheck, 'email-check.check'));
