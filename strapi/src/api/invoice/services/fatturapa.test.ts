// The FatturaPA XML of an invoice (issue 13), field by field, parsed back with the same library.
import { describe, expect, it } from 'vitest';
import {
  destinatario,
  fatturaXml,
  validateFatturaXml,
  invoiceFileName,
  latin1,
  parseFatturaXml,
  progressivoInvio,
  withIva,
  type InvoiceInput,
} from './fatturapa';
import { sellerFromEnv, type Seller } from './seller';

const seller: Seller = {
  denominazione: 'Portale Lavoro Industria S.r.l.',
  piva: '01234567897',
  codiceFiscale: '01234567897',
  regimeFiscale: 'RF01',
  indirizzo: 'Via Roma',
  numeroCivico: '1',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
  email: 'amministrazione@portale-industria.it',
  rea: {
    ufficio: 'MI',
    numero: '1234567',
    liquidazione: 'LN',
    socioUnico: 'SM',
    capitaleSociale: '10000.00',
  },
};

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  seller,
  buyer: {
    denominazione: 'Meccanica Rossi S.p.A.',
    piva: '12345678903',
    codiceFiscale: '12345678903',
    indirizzo: 'Via delle Industrie 12',
    cap: '25100',
    comune: 'Brescia',
    provincia: 'BS',
    sdi: 'M5UXCR1',
  },
  anno: 2026,
  numero: 7,
  data: '2026-11-23',
  descrizione: 'Card Crediti',
  ...withIva(290000),
  ...overrides,
});

type Node = Record<string, unknown>;
const root = (xml: string) => parseFatturaXml(xml)['p:FatturaElettronica'] as Node;
const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node);

describe('FatturaPA FPR12', () => {
  it('withIva: 22% on the net, rounded to the cent', () => {
    expect(withIva(290000)).toEqual({ imponibile: 290000, aliquotaIva: 22, imposta: 63800, totale: 353800 });
    expect(withIva(79000)).toEqual({ imponibile: 79000, aliquotaIva: 22, imposta: 17380, totale: 96380 });
    expect(withIva(1)).toEqual({ imponibile: 1, aliquotaIva: 22, imposta: 0, totale: 1 });
  });

  it('a Card Crediti invoice, field by field', async () => {
    const { xml, fileName } = await fatturaXml(input());
    expect(fileName).toBe('IT01234567897_26007.xml');
    expect(
      xml.startsWith('<?xml version="1.0" encoding="utf-8"?><p:FatturaElettronica versione="FPR12"'),
    ).toBe(true);
    const doc = root(xml);
    const header = doc.FatturaElettronicaHeader;
    expect(at(header, 'DatiTrasmissione.IdTrasmittente')).toEqual({ IdPaese: 'IT', IdCodice: '01234567897' });
    expect(at(header, 'DatiTrasmissione.ProgressivoInvio')).toBe('26007');
    expect(at(header, 'DatiTrasmissione.FormatoTrasmissione')).toBe('FPR12');
    expect(at(header, 'DatiTrasmissione.CodiceDestinatario')).toBe('M5UXCR1');
    expect(at(header, 'CedentePrestatore.DatiAnagrafici.Anagrafica.Denominazione')).toBe(
      'Portale Lavoro Industria S.r.l.',
    );
    expect(at(header, 'CedentePrestatore.DatiAnagrafici.RegimeFiscale')).toBe('RF01');
    expect(at(header, 'CedentePrestatore.IscrizioneREA')).toEqual({
      Ufficio: 'MI',
      NumeroREA: '1234567',
      CapitaleSociale: '10000.00',
      SocioUnico: 'SM',
      StatoLiquidazione: 'LN',
    });
    expect(at(header, 'CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA')).toEqual({
      IdPaese: 'IT',
      IdCodice: '12345678903',
    });
    expect(at(header, 'CessionarioCommittente.Sede')).toEqual({
      Indirizzo: 'Via delle Industrie 12',
      CAP: '25100',
      Comune: 'Brescia',
      Provincia: 'BS',
      Nazione: 'IT',
    });
    const body = doc.FatturaElettronicaBody;
    expect(at(body, 'DatiGenerali.DatiGeneraliDocumento')).toEqual({
      TipoDocumento: 'TD01',
      Divisa: 'EUR',
      Data: '2026-11-23',
      Numero: '7/2026',
      ImportoTotaleDocumento: '3538.00',
    });
    expect(at(body, 'DatiBeniServizi.DettaglioLinee')).toEqual({
      NumeroLinea: '1',
      Descrizione: 'Card Crediti',
      Quantita: '1.00',
      PrezzoUnitario: '2900.00',
      PrezzoTotale: '2900.00',
      AliquotaIVA: '22.00',
    });
    expect(at(body, 'DatiBeniServizi.DatiRiepilogo')).toEqual({
      AliquotaIVA: '22.00',
      ImponibileImporto: '2900.00',
      Imposta: '638.00',
      EsigibilitaIVA: 'I',
    });
    expect(at(body, 'DatiPagamento')).toEqual({
      CondizioniPagamento: 'TP02',
      DettaglioPagamento: {
        ModalitaPagamento: 'MP08',
        DataScadenzaPagamento: '2026-11-23',
        ImportoPagamento: '3538.00',
      },
    });
  });

  it("accents, an apostrophe and an ampersand in the buyer's name survive, typographic quotes become ASCII", async () => {
    const { xml } = await fatturaXml(
      input({
        buyer: {
          ...input().buyer,
          denominazione: "Officina Meccanica dell'Àdige & Figli di Niccolò Società",
          indirizzo: 'Via dell’Università 3',
          comune: 'Forlì',
          provincia: 'FC',
        },
      }),
    );
    expect(xml).toContain("Officina Meccanica dell'Àdige &amp; Figli di Niccolò Società");
    const header = root(xml).FatturaElettronicaHeader;
    expect(at(header, 'CessionarioCommittente.Sede.Indirizzo')).toBe("Via dell'Università 3");
    expect(at(header, 'CessionarioCommittente.Sede.Comune')).toBe('Forlì');
  });

  it('no recipient code: 0000000, and a PEC in sdi becomes PECDestinatario', async () => {
    expect(destinatario('')).toEqual({ CodiceDestinatario: '0000000' });
    expect(destinatario('abc1234')).toEqual({ CodiceDestinatario: 'ABC1234' });
    expect(destinatario('fatture@pec.rossi.it')).toEqual({
      CodiceDestinatario: '0000000',
      PECDestinatario: 'fatture@pec.rossi.it',
    });
    const { xml } = await fatturaXml(input({ buyer: { ...input().buyer, sdi: 'fatture@pec.rossi.it' } }));
    expect(at(root(xml).FatturaElettronicaHeader, 'DatiTrasmissione.PECDestinatario')).toBe(
      'fatture@pec.rossi.it',
    );
  });

  it('a stored XML read back passes the library schema again (what the integration tests check)', async () => {
    const { xml } = await fatturaXml(
      input({ buyer: { ...input().buyer, denominazione: "Officine D'Amico & Figli" } }),
    );
    await expect(validateFatturaXml(xml)).resolves.toBeUndefined();
    await expect(
      validateFatturaXml(xml.replace(/<CodiceDestinatario>[^<]*</, '<CodiceDestinatario><')),
    ).rejects.toThrow();
  });

  it('an invalid invoice is refused, not written', async () => {
    await expect(fatturaXml(input({ buyer: { ...input().buyer, cap: '251' } }))).rejects.toThrow(
      /non valida/,
    );
  });

  it('latin1 keeps Italian letters, drops what SDI refuses, and bounds the length', () => {
    expect(latin1('Caffè “Güzel” – 10€', 80)).toBe('Caffè "Güzel" - 10EUR');
    expect(latin1('Łódź Ğ 中', 80)).toBe('?ódz G ?');
    expect(latin1('a\u0000b\tc', 10)).toBe('a b c');
    expect(latin1('x'.repeat(100), 80)).toHaveLength(80);
  });

  it('progressivo and file name are unique across years', () => {
    expect(progressivoInvio(2026, 1)).toBe('26001');
    expect(progressivoInvio(2027, 1)).toBe('27001');
    expect(progressivoInvio(2026, 46655)).toBe('26ZZZ');
    expect(invoiceFileName('01234567897', 2026, 36)).toBe('IT01234567897_26010.xml');
  });

  it('seller configuration: every required variable named when missing', () => {
    const missing = sellerFromEnv({});
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.missing).toContain('SELLER_PIVA');
    const ok = sellerFromEnv({
      SELLER_DENOMINAZIONE: 'X S.r.l.',
      SELLER_PIVA: '01234567897',
      SELLER_CODICE_FISCALE: '01234567897',
      SELLER_INDIRIZZO: 'Via Roma 1',
      SELLER_CAP: '20121',
      SELLER_COMUNE: 'Milano',
      SELLER_PROVINCIA: 'MI',
    });
    expect(ok.ok && ok.seller.regimeFiscale).toBe('RF01');
    expect(sellerFromEnv({ SELLER_PIVA: '123' }).ok).toBe(false);
  });
});
