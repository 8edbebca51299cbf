// GET /api/hr-companies/me/invoices/:documentId[/xml]: the caller's own invoices only; any other id is a 404.
import type { Core } from '@strapi/strapi';
import type { InvoiceService } from '../services/invoice';

type Ctx = {
  state: { user?: { id: number } };
  params: { documentId?: string };
  body: unknown;
  notFound: (message?: string) => void;
  unauthorized: () => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const own = async (ctx: Ctx) => {
    const userId = ctx.state.user?.id;
    if (!userId) {
      ctx.unauthorized();
      return null;
    }
    const company = (await strapi.db
      .query('api::hr-company.hr-company')
      .findOne({ where: { user: { id: userId } }, select: ['id'] })) as { id: number } | null;
    const service = strapi.service('api::invoice.invoice') as unknown as InvoiceService;
    const invoice = company ? await service.findOwn(company.id, String(ctx.params.documentId ?? '')) : null;
    if (!invoice) ctx.notFound('Fattura non trovata');
    return invoice;
  };

  return {
    async findOwn(ctx: Ctx) {
      const invoice = await own(ctx);
      if (!invoice) return;
      const { xml: _xml, ...view } = invoice;
      ctx.body = { data: view };
    },
    async xml(ctx: Ctx) {
      const invoice = await own(ctx);
      if (!invoice) return;
      ctx.body = { data: { file_name: invoice.file_name, xml: invoice.xml } };
    },
  };
};
