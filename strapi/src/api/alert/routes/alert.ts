// The one-click off-link of the alert e-mails (issue 11): no login, the signed token in the body is the credential.
import { alerts } from '../../../contracts/alerts';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(route(alerts.off, 'alert.off', { auth: false }));
