// Issue 23 item 8: the payment success page's participle agrees with every product's name.
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#catalog/common.ts';
import { shop } from '#app/texts/shop.ts';

const FEMININE = new Set(['Card Crediti', 'Smart Card', 'Brand Card', 'HR Membership Card', 'APL Card']);

describe('shop.successAdded', () => {
  it.each(PRODUCTS.map((product) => product.nome))('agrees with %s', (nome) => {
    expect(shop.successAdded(nome, 0)).toBe(`${nome} ${FEMININE.has(nome) ? 'attivata' : 'attivato'}.`);
  });
});

describe('shop.activeUntil and shop.successUntil (issue 39 item 8)', () => {
  it.each(PRODUCTS.map((product) => product.nome))('agree with %s', (nome) => {
    const card = FEMININE.has(nome);
    expect(shop.activeUntil(nome, '01/02/2027')).toBe(`${card ? 'Valida' : 'Attivo'} fino al 01/02/2027`);
    expect(shop.successUntil(nome, '01/02/2027')).toBe(`${card ? 'Valida' : 'Valido'} fino al 01/02/2027.`);
  });
});
