// The calling company's own record: no id in the path, so a company can address nothing but itself.
import { alerts } from '../../../contracts/alerts';
import { company } from '../../../contracts/company';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(company.update, 'profile.update', {
    policies: [{ name: 'global::company-right', config: { right: 'titolare' } }],
  }),
  route(alerts.save, 'profile.alerts'),
  route(alerts.count, 'profile.alertCount'),
  route(company.brand, 'profile.brand'),
);
