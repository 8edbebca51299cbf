import type { Faker } from '@faker-js/faker';
import { getAllComuni } from 'italian-cap-comuni-province';
import { PROVINCE, comuniByProvincia } from '../../src/catalog';

/**
 * Random Italian data on top of faker (it locale). Every value comes from the one seeded faker
 * instance, so a seed number always gives the same data.
 */
export type Random = ReturnType<typeof createRandom>;

/** Provinces where most industrial companies and candidates of the demo live. */
const INDUSTRIAL_PROVINCES = [
  'MI',
  'MB',
  'BG',
  'BS',
  'VA',
  'CO',
  'LC',
  'TO',
  'CN',
  'NO',
  'VI',
  'VR',
  'PD',
  'TV',
  'VE',
  'PN',
  'UD',
  'BO',
  'MO',
  'RE',
  'PR',
  'PC',
  'FI',
  'AN',
  'PU',
  'GE',
  'TN',
  'BZ',
  'PE',
  'BA',
  'NA',
  'CT',
];

const MOBILE_PREFIXES = [
  '320',
  '324',
  '327',
  '328',
  '329',
  '331',
  '333',
  '334',
  '335',
  '338',
  '339',
  '340',
  '342',
  '345',
  '346',
  '347',
  '348',
  '349',
  '351',
  '366',
  '370',
  '377',
  '380',
  '388',
  '389',
  '391',
  '392',
  '393',
];

/** Common Italian first names (faker's Italian list is full of rare and historical names). */
const FIRST_NAMES = {
  male: [
    'Marco',
    'Luca',
    'Andrea',
    'Francesco',
    'Alessandro',
    'Matteo',
    'Lorenzo',
    'Davide',
    'Simone',
    'Federico',
    'Riccardo',
    'Stefano',
    'Giuseppe',
    'Antonio',
    'Giovanni',
    'Roberto',
    'Paolo',
    'Massimo',
    'Fabio',
    'Daniele',
    'Mario',
    'Nicola',
    'Emanuele',
    'Michele',
    'Alberto',
    'Claudio',
    'Salvatore',
    'Vincenzo',
    'Gabriele',
    'Filippo',
    'Tommaso',
    'Enrico',
    'Giorgio',
    'Maurizio',
    'Sergio',
    'Cristian',
    'Manuel',
    'Mattia',
    'Samuele',
    'Pietro',
  ],
  female: [
    'Giulia',
    'Francesca',
    'Sara',
    'Chiara',
    'Martina',
    'Valentina',
    'Alessia',
    'Federica',
    'Elisa',
    'Silvia',
    'Laura',
    'Elena',
    'Anna',
    'Paola',
    'Roberta',
    'Monica',
    'Simona',
    'Barbara',
    'Cristina',
    'Giorgia',
    'Ilaria',
    'Serena',
    'Debora',
    'Veronica',
    'Marta',
    'Alice',
    'Beatrice',
    'Sofia',
    'Camilla',
    'Eleonora',
  ],
} as const;

/** CAPs and chief-town flag of every municipality, by ISTAT code (the key of comuniByProvincia). */
const comuneInfo = (() => {
  const info = new Map<string, { caps: string[]; capoluogo: boolean }>();
  for (const row of getAllComuni()) {
    const entry = info.get(row.codiceIstat) ?? { caps: [], capoluogo: Boolean(row.isCapoluogo) };
    if (row.cap && !entry.caps.includes(row.cap)) entry.caps.push(row.cap);
    info.set(row.codiceIstat, entry);
  }
  return info;
})();

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Check digit of an Italian VAT number (partita IVA), Luhn-like algorithm. */
export const pivaCheckDigit = (first10: string) => {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return String((10 - (sum % 10)) % 10);
};

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export const addMonths = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
};

export const createRandom = (faker: Faker) => {
  const provinceSigle = PROVINCE.map((provincia) => provincia.sigla).filter(
    (sigla) => comuniByProvincia(sigla).length > 0,
  );
  const industrial = INDUSTRIAL_PROVINCES.filter((sigla) => provinceSigle.includes(sigla));

  const random = {
    faker,
    pick: <T>(list: readonly T[]): T => faker.helpers.arrayElement(list),
    some: <T>(list: readonly T[], min: number, max: number): T[] =>
      faker.helpers.arrayElements(list, { min: Math.min(min, list.length), max: Math.min(max, list.length) }),
    chance: (probability: number) => faker.datatype.boolean({ probability }),
    int: (min: number, max: number) => faker.number.int({ min, max }),
    digits: (length: number) => faker.string.numeric({ length, allowLeadingZeros: true }),

    firstName: (sex: 'male' | 'female') => random.pick(FIRST_NAMES[sex]),

    /**
     * A real province, one of its municipalities (the chief town 40% of the time, as people and
     * companies concentrate there) and one of that municipality's real CAPs.
     */
    place(industrialWeight = 0.7) {
      const provincia = random.chance(industrialWeight)
        ? random.pick(industrial)
        : random.pick(provinceSigle);
      const comuni = comuniByProvincia(provincia);
      const capoluoghi = comuni.filter((comune) => comuneInfo.get(comune.key)?.capoluogo);
      const comune =
        capoluoghi.length > 0 && random.chance(0.4) ? random.pick(capoluoghi) : random.pick(comuni);
      const caps = comuneInfo.get(comune.key)?.caps ?? [];
      const cap = caps.length > 0 ? random.pick(caps) : random.digits(5);
      return { provincia, citta: comune.value, cap };
    },
    mobile: () => random.pick(MOBILE_PREFIXES) + random.digits(7),
    landline: () => `0${random.int(2, 9)}${random.digits(random.int(6, 8))}`,
    street: () => `${faker.location.street()} ${random.int(1, 180)}`,
    piva() {
      const first10 = random.digits(7) + String(random.int(1, 100)).padStart(3, '0');
      return first10 + pivaCheckDigit(first10);
    },
    sdi: () => faker.string.alphanumeric({ length: 7, casing: 'upper' }),
    /** A date between two dates, as YYYY-MM-DD. */
    dateBetween: (from: Date, to: Date) => isoDate(faker.date.between({ from, to })),
    colour: (): [number, number, number] => [random.int(20, 200), random.int(20, 200), random.int(20, 200)],
  };
  return random;
};
