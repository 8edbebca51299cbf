// The shared patterns of spec 01 §5, tested once here: every form and Strapi endpoint uses these objects.
import { describe, expect, it } from 'vitest';
import { EMAIL_IN_TEXT, EMAIL_MAX, PATTERNS, isEmail } from './patterns';
import { COMPANY_PATTERNS } from './company-rules';
import { pivasOf } from './profile-rules';
import { compareLookupValues, sortLookupValues } from './lookups';

const accepts = (pattern: RegExp, good: string[], bad: string[]) => {
  for (const value of good) expect(pattern.test(value), value).toBe(true);
  for (const value of bad) expect(pattern.test(value), value).toBe(false);
};

describe('shared patterns (spec 01 §5)', () => {
  it('e-mail: a general pattern, at most 254 characters', () => {
    accepts(
      PATTERNS.email,
      ['mario.rossi@esempio.it', 'a@b.co', 'nome+tag@sub.dominio.com'],
      ['mario', 'mario@esempio', 'mario@esempio.i', 'ma rio@esempio.it', 'a@@b.it', '@esempio.it'],
    );
    expect(isEmail(`${'a'.repeat(EMAIL_MAX - 11)}@esempio.it`)).toBe(true);
    expect(isEmail(`${'a'.repeat(EMAIL_MAX - 10)}@esempio.it`)).toBe(false);
    expect(EMAIL_IN_TEXT.test('scrivimi a mario@esempio.it grazie')).toBe(true);
  });

  it('P. IVA: 11 digits', () => {
    accepts(
      PATTERNS.piva,
      ['12345678903', '00000000000'],
      ['1234567890', '123456789012', 'IT1234567890', ''],
    );
  });

  it('codice fiscale: 11 digits or 16 uppercase letters and digits', () => {
    accepts(
      PATTERNS.cf,
      ['12345678903', 'RSSMRA85C02F205X', 'RSSMRA85C02F2L5X'],
      ['rssmra85c02f205x', 'RSSMRA85C02F205', '1234567890', 'RSSMRA85C02F205XY'],
    );
  });

  it('phone: optional plus, 3 digits optionally in parentheses, optional separator, 4 to 10 digits', () => {
    accepts(
      PATTERNS.telefono,
      ['3331234567', '021234567', '+3931234567', '(347) 1234567', '347-1234567', '347.1234567', '3471234'],
      ['abc', '12a', '347123', '34712345678901', '+39 347 1234567', '(34) 71234567', '347  1234567', ''],
    );
  });

  it('C.A.P.: exactly 5 digits', () => {
    accepts(PATTERNS.cap, ['20121', '00100'], ['2012', '201210', '2012a', '']);
  });

  it('compile as HTML pattern attributes too (the v flag), which the forms derive from them', () => {
    for (const pattern of [...Object.values(PATTERNS), COMPANY_PATTERNS.ateco]) {
      expect(() => new RegExp(pattern.source, 'v'), pattern.source).not.toThrow();
    }
  });

  it('are the same objects in the company rules (one copy)', () => {
    for (const key of Object.keys(PATTERNS) as (keyof typeof PATTERNS)[]) {
      expect(COMPANY_PATTERNS[key]).toBe(PATTERNS[key]);
    }
  });
});

describe('pivasOf', () => {
  it('keeps the distinct, well-formed VAT numbers of a blacklist, trimmed', () => {
    expect(
      pivasOf([{ piva: '12345678903' }, { piva: ' 12345678903 ' }, { piva: '123' }, {}, null, '98765432109']),
    ).toEqual(['12345678903', '98765432109']);
    expect(pivasOf(null)).toEqual([]);
    expect(pivasOf('[{"piva":"12345678903"}]')).toEqual([]);
  });
});

describe("lookup order: alphabetical, 'Altro' last", () => {
  it('sorts values and records alike', () => {
    expect(sortLookupValues(['Zeta', 'Altro', 'alfa', 'Èlite'])).toEqual(['alfa', 'Èlite', 'Zeta', 'Altro']);
    const records = [{ value: 'Altro' }, { value: 'Saldatura' }, { value: 'Automazione' }];
    records.sort((a, b) => compareLookupValues(a.value, b.value));
    expect(records.map((record) => record.value)).toEqual(['Automazione', 'Saldatura', 'Altro']);
  });
});
