// Server-side wizard drafts, addressed by an unguessable key that only the Remix server knows (it keeps the
// key in the visitor's session cookie). Whoever holds the key holds the draft: there is no list route. A signed-in
// user's drafts are theirs by account instead (`mine/:kind`), so a replayed session cookie cannot start new ones.
import { drafts } from '../../../contracts/registration';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(drafts.get, 'wizard-draft.get'),
  route(drafts.save, 'wizard-draft.save'),
  route(drafts.remove, 'wizard-draft.remove'),
  route(drafts.getOwn, 'wizard-draft.getOwn'),
  route(drafts.saveOwn, 'wizard-draft.saveOwn'),
  route(drafts.removeOwn, 'wizard-draft.removeOwn'),
);
