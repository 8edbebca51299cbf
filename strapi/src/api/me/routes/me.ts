// The caller's own account (contracts/me.ts) and the logout that ends every session of it.
import { me } from '../../../contracts/me';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(me.find, 'me.find'), route(me.logout, 'me.logout'));
