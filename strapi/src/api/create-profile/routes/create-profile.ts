// Registration and profile update of a candidate (spec 01 §7). `create` and `comuni` are public (a new
// candidate has no account yet); `update` needs the candidate role and only ever touches the caller's own
// hr_user. Every write is validated by the catalog's profile rules, the same the wizard applies.
import { registration } from '../../../contracts/registration';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(registration.createCandidate, 'create-profile.create'),
  route(registration.updateProfile, 'create-profile.update'),
  route(registration.comuni, 'create-profile.comuni'),
);
