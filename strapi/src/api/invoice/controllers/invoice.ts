// GET /api/hr-companies/me/invoices[/:documentId[/xml]]: the caller's own invoices only; any other id is a 404.
import type { Core } from '@strapi/strapi';
import { apiError, callerId, type ApiContext } from '../../../utils/api-error';
import type { InvoiceListResponse, InvoiceResponse, InvoiceXmlResponse } from '../../../contracts/invoice';

const NOT_FOUND = 'Fattura non trovata';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::invoice.invoice');

  /** The caller's company id (from the token), or null after answering 401/404. */
  const callerCompany = async (ctx: ApiContext): Promise<number | null> => {
    const userId = callerId(ctx);
    if (userId === null) return null;
    // The company of the token, a member's too (issue 27: invoices belong to the company).
    const company = await strapi
      .service('api::me.own-profile')
      .ownProfileId('api::hr-company.hr-company', userId);
    if (company === null) apiError(ctx, 404, 'invoice_missing', NOT_FOUND);
    return company;
  };

  const own = async (ctx: ApiContext) => {
    const companyId = await callerCompany(ctx);
    if (companyId === null) return null;
    const invoice = await service().findOwn(companyId, String(ctx.params.documentId ?? ''));
    if (!invoice) apiError(ctx, 404, 'invoice_missing', NOT_FOUND);
    return invoice;
  };

  return {
    async listOwn(ctx: ApiContext) {
      const companyId = await callerCompany(ctx);
      if (companyId === null) return;
      ctx.body = { data: await service().listOwn(companyId) } satisfies InvoiceListResponse;
    },
    async findOwn(ctx: ApiContext) {
      const invoice = await own(ctx);
      if (!invoice) return;
      const { xml: _xml, ...view } = invoice;
      ctx.body = { data: view } satisfies InvoiceResponse;
    },
    async xml(ctx: ApiContext) {
      const invoice = await own(ctx);
      if (!invoice) return;
      ctx.body = { data: { file_name: invoice.file_name, xml: invoice.xml } } satisfies InvoiceXmlResponse;
    },
  };
};
