// The Remix servers' rate-limit counters (issue 15 item 2): one internal route, answered only to the Remix server
// (INTERNAL_API_SECRET), so every instance counts in the same table.
import { internal } from '../../../contracts/internal';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(internal.rateLimits, 'rate-limit.apply', { auth: false }));
