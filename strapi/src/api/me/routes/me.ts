// The caller's own account (contracts/me.ts) and the logout that ends every session of it.
import { me } from '../../../contracts/me';
import { registration } from '../../../contracts/registration';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(me.find, 'me.find'),
  route(me.logout, 'me.logout'),
  // Public: the code of the confirmation mail is the credential (issue 39 item 6).
  route(registration.firstPassword, 'me.firstPassword'),
);
