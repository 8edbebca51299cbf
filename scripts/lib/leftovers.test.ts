// The names under which `npm test` reports accounts a stage left behind (scripts/lib/leftovers.mjs): one line per
// test, so the random or numbered part of a test e-mail is dropped and the prefix the test chose stays.
import { describe, expect, it } from 'vitest';
import { prefixOf } from './leftovers.mjs';

describe('left-behind accounts', () => {
  it('groups the accounts of one test under the prefix it chose', () => {
    expect(prefixOf('shop-renew-123456789@esempio.it')).toBe('shop-renew');
    expect(prefixOf('e2e-js-azienda-3172649051@esempio.it')).toBe('e2e-js-azienda');
    expect(prefixOf('search-unlock-candidato-4f0c9a2e@esempio.it')).toBe('search-unlock-candidato');
    expect(prefixOf('nuovo.no-js.1764087654321@esempio.it')).toBe('nuovo.no-js');
    expect(prefixOf('fattura-12-333333333@esempio.it')).toBe('fattura');
  });

  it('keeps words without digits and names a row without an e-mail', () => {
    expect(prefixOf('sessione-a-123456789@esempio.it')).toBe('sessione-a');
    expect(prefixOf('candidato@demo.it')).toBe('candidato');
    expect(prefixOf(null)).toBe('(no e-mail)');
  });
});
