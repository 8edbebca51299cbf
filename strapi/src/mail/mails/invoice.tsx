// The courtesy copy of an invoice, mailed to the company after its payment (api/invoice sendCourtesyCopies), with
// the FatturaPA XML attached. The invoice with fiscal value is the XML delivered through SDI; this mail says so.
import { formatEuro } from '../../catalog/money';
import type { InvoiceView } from '../../contracts/invoice';
import type { MailContext } from '../context';
import { italianDate, Layout, P } from '../layout';
import { renderMail } from '../render';

/** The invoice as Strapi answers it to its company (contracts/invoice.ts), without the parties, plus its XML. */
export type InvoiceMailInput = Omit<InvoiceView, 'cedente' | 'cessionario'> & { xml: string };

export const invoiceMail = (invoice: InvoiceMailInput, ctx: MailContext) =>
  renderMail(
    `Fattura n. ${invoice.numero}: copia di cortesia`,
    <Layout
      preview={`Il vostro acquisto: ${invoice.descrizione}, ${formatEuro(invoice.totale)}.`}
      heading={`Fattura n. ${invoice.numero}`}
      action={{ label: 'Vedi la fattura', url: `${ctx.baseUrl}/fatture/${invoice.documentId}` }}
      sender={ctx.sender}
      reason="perché la vostra azienda ha effettuato un acquisto sul portale."
      after={
        <P>
          In allegato il file XML della fattura elettronica ({invoice.file_name}). Questa email è una copia di
          cortesia: la fattura con valore fiscale è quella recapitata dal Sistema di Interscambio (SdI).
        </P>
      }
    >
      <P>Buongiorno,</P>
      <P>grazie per il vostro acquisto. Ecco la fattura del pagamento del {italianDate(invoice.data)}:</P>
      <P>{invoice.descrizione}</P>
      <P>
        Imponibile: {formatEuro(invoice.imponibile)}
        <br />
        IVA {invoice.aliquota_iva}%: {formatEuro(invoice.imposta)}
        <br />
        <strong>Totale pagato: {formatEuro(invoice.totale)}</strong>
      </P>
    </Layout>,
    { attachments: [{ filename: invoice.file_name, content: invoice.xml, contentType: 'application/xml' }] },
  );
