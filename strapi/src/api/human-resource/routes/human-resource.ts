// Candidate search, profile, favourites and unlocking for companies (spec 02 §7). The GET forms of
// the favourite/unlock mutations are the spec's paths; the Remix server uses the POST equivalents.
import { humanResources } from '../../../contracts/human-resources';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(humanResources.search, 'human-resource.find'),
  route(humanResources.findOne, 'human-resource.findOne'),
  route(humanResources.cv, 'human-resource.cv'),
  route(humanResources.favouriteByGet, 'human-resource.favourite'),
  route(humanResources.favourite, 'human-resource.favourite'),
  route(humanResources.unlockByGet, 'human-resource.unlock'),
  route(humanResources.unlock, 'human-resource.unlock'),
);
