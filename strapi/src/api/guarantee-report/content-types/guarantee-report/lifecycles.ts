// The operator's one action (issue 26): in the admin panel an operator sets a report's state. To 'rimborsata' (from
// 'da_verificare' or 'aperta') the credit comes back through the service's `refund`, the same transaction and ledger
// line as the job's; to 'respinta' the report is closed with nothing refunded. A refunded report cannot be moved
// back (the credit would stay). The portal's own writes of reports never pass here: they are creations, raw updates
// inside the refund's transaction and `updateMany`s.
import { errors } from '@strapi/utils';
import { findRow } from '../../../../utils/rows';

type Event = {
  params: { where?: { id?: number }; data?: Record<string, unknown> };
};

const REPORT = 'api::guarantee-report.guarantee-report';

export default {
  async beforeUpdate(event: Event) {
    const data = event.params.data;
    const id = event.params.where?.id;
    if (!data || typeof data.stato !== 'string' || typeof id !== 'number') return;
    const current = await findRow(strapi, REPORT, { where: { id }, select: ['stato'] });
    if (!current || current.stato === data.stato) return;
    if (current.stato === 'rimborsata')
      throw new errors.ApplicationError('Una segnalazione rimborsata non può cambiare stato');
    const now = new Date();
    if (data.stato === 'rimborsata') {
      if (current.stato !== 'aperta' && current.stato !== 'da_verificare')
        throw new errors.ApplicationError('Si rimborsa solo una segnalazione aperta o da verificare');
      const service = strapi.service(REPORT);
      if (!(await service.refund(id, current.stato, now, { mail: true })))
        throw new errors.ApplicationError('La segnalazione è cambiata nel frattempo: ricarica la pagina');
      // The refund just wrote both columns of this row.
      const done = await findRow(strapi, REPORT, {
        where: { id },
        select: ['chiusa_il', 'credito_restituito'],
      });
      data.chiusa_il = done?.chiusa_il;
      data.credito_restituito = done?.credito_restituito;
      return;
    }
    if (data.stato === 'respinta' || data.stato === 'raggiungibile') data.chiusa_il = now;
  },
};
