// The facts the legal documents state: who runs the portal (configuration) and the price table (the catalogue).
import { PRODUCTS } from '#catalog/company.ts';
import { formatEuro } from '#app/lib/money.ts';
import type { LegalFacts } from '#app/texts/legal-documents.ts';
import { env } from '#app/server/env.server.ts';

const price = (cents: number | null) => (cents === null ? 'gratuito' : `${formatEuro(cents)} + IVA`);

export function legalFacts(): LegalFacts {
  const products = PRODUCTS.map((product) => {
    const list = product.prezzoListino ? ` (anziché ${formatEuro(product.prezzoListino)})` : '';
    const per = product.ricorrenza === 'mensile' ? ' al mese' : '';
    const who = product.destinatari === 'agenzie' ? ' Solo per le agenzie per il lavoro.' : '';
    return `${product.nome}: ${price(product.prezzo)}${per}${list}. ${product.descrizione}.${who}`;
  });
  products.push(
    'Card Success Fee: 15% della retribuzione annua lorda, 5 profili, validità annuale, anticipo di 500 € + IVA; si acquista per e-mail.',
  );
  return {
    controller: env.legal.controller,
    address: env.legal.address,
    vat: env.legal.vat,
    supportEmail: env.supportEmail,
    products,
  };
}
