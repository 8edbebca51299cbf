// Uploaded images for the Remix media route (/media/*): company logos to anyone, a candidate's picture only to the
// candidate and to the companies that may see that profile (issue 24 item 8).
import { media } from '../../../contracts/candidate';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(media.read, 'media.read'));
