// The shop's routes (controllers/shop.ts). The internal ones are role-less: the controller lets in only the
// Remix server's shared secret (INTERNAL_API_SECRET), whatever token a caller sends.
import { shop } from '../../../contracts/shop';
import { contentApi, route } from '../../../utils/routes';

const BUYER = { policies: [{ name: 'global::company-right', config: { right: 'acquisti' } }] };

export default contentApi(
  route(shop.checkout, 'shop.checkout', BUYER),
  route(shop.activate, 'shop.activate', BUYER),
  route(shop.movements, 'shop.movements'),
  route(shop.fulfil, 'shop.fulfil', { auth: false }),
  route(shop.fail, 'shop.fail', { auth: false }),
);
