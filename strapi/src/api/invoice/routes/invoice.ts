// The caller's own invoices: the company comes from the token, the id only picks among its invoices.
import { invoices } from '../../../contracts/invoice';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(invoices.list, 'invoice.listOwn'),
  route(invoices.findOne, 'invoice.findOwn'),
  route(invoices.xml, 'invoice.xml'),
);
