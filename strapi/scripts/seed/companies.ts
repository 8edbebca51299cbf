import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { MANSIONI, NUMERO_ADDETTI, PUNTI_FORZA } from '../../src/catalog';
import { squarePng, type Rgb } from './png';
import { slug, type Random } from './random';
import { insert, UID_, type Accounts, type Row } from './store';

export type CompanySeed = {
  email: string;
  data: Record<string, unknown>;
  /** Colour of the generated logo; no logo when undefined. */
  logo?: Rgb;
};

const PREFIXES = [
  'Officine Meccaniche',
  'Meccanica',
  'Costruzioni Meccaniche',
  'Carpenterie',
  'Automazioni',
  'Elettromeccanica',
  'Minuterie Metalliche',
  'Stampi',
  'Torneria',
  'Impianti Industriali',
  'Robotica',
  'Plastotecnica',
  'Fonderia',
  'Oleodinamica',
  'Trafileria',
];

/** Real ATECO 2007 codes of the sector, with the sector name the company form shows. */
const ATECO = [
  { codice: '25.62.00', settore: 'Metalmeccanico', attivita: 'lavorazioni meccaniche conto terzi' },
  { codice: '28.41.00', settore: 'Macchine utensili', attivita: 'costruzione di macchine utensili' },
  { codice: '25.11.00', settore: 'Carpenteria metallica', attivita: 'strutture e carpenteria metallica' },
  { codice: '29.32.09', settore: 'Automotive', attivita: 'componenti per autoveicoli' },
  { codice: '27.12.00', settore: 'Elettromeccanico', attivita: 'quadri e apparecchiature elettriche' },
  { codice: '22.29.09', settore: 'Materie plastiche', attivita: 'stampaggio di materie plastiche' },
  { codice: '28.99.99', settore: 'Automazione industriale', attivita: 'macchine automatiche speciali' },
  {
    codice: '33.12.10',
    settore: 'Manutenzione industriale',
    attivita: 'manutenzione di macchinari industriali',
  },
  { codice: '26.51.29', settore: 'Elettronica', attivita: 'strumenti di misura e controllo' },
  {
    codice: '25.61.00',
    settore: 'Trattamenti superficiali',
    attivita: 'trattamento e rivestimento dei metalli',
  },
  { codice: '30.11.02', settore: 'Cantieristica navale', attivita: 'costruzioni navali in metallo' },
  { codice: '28.12.00', settore: 'Oleodinamica', attivita: 'componenti oleodinamici e pneumatici' },
];

const FUNZIONI = [
  'Responsabile Risorse Umane',
  'HR Manager',
  'Titolare',
  'Amministratore delegato',
  'Responsabile di produzione',
];

const LEGAL_FORMS = [
  { weight: 70, value: 'S.r.l.' },
  { weight: 20, value: 'S.p.A.' },
  { weight: 10, value: 'S.n.c.' },
];

const description = (nome: string, attivita: string, citta: string, addetti: string, random: Random) => {
  const closing = random.pick([
    'Investiamo in formazione e sicurezza.',
    'Cerchiamo persone che vogliano crescere con noi.',
    'Lavoriamo per i principali gruppi europei.',
    'Ambiente giovane e reparti moderni.',
  ]);
  const founded = random.int(1955, 2015);
  return `${nome}, fondata nel ${founded} a ${citta}, si occupa di ${attivita}. Addetti: ${addetti}. ${closing}`.slice(
    0,
    250,
  );
};

/** One generated manufacturing company. */
export const buildCompany = (n: number, random: Random, usedNames: Set<string>): CompanySeed => {
  let base: string;
  do base = `${random.pick(PREFIXES)} ${random.faker.person.lastName()}`;
  while (usedNames.has(base));
  usedNames.add(base);

  const nome = `${base} ${random.faker.helpers.weightedArrayElement(LEGAL_FORMS)}`;
  const ateco = random.pick(ATECO);
  const legale = random.place(0.9);
  const operativo = random.chance(0.7) ? legale : random.place(0.9);
  const piva = random.piva();
  const addetti = random.pick(NUMERO_ADDETTI);
  const withLogo = random.chance(0.6);
  const domain = slug(base);

  return {
    email: `selezione.${domain}.${n}@esempio.it`,
    logo: withLogo ? random.colour() : undefined,
    data: {
      nome,
      piva,
      cf: piva,
      email: `selezione.${domain}.${n}@esempio.it`,
      telefono: random.landline(),
      referente: `${random.firstName(random.pick(['male', 'female'] as const))} ${random.faker.person.lastName()}`,
      funzione: random.pick(FUNZIONI),
      indirizzo_legale: random.street(),
      il_citta: legale.citta,
      il_provincia: legale.provincia,
      il_cap: legale.cap,
      indirizzo_operativo: random.street(),
      io_citta: operativo.citta,
      io_provincia: operativo.provincia,
      io_cap: operativo.cap,
      indirizzo_lavoro: random.street(),
      lavoro_citta: operativo.citta,
      lavoro_provincia: operativo.provincia,
      lavoro_cap: operativo.cap,
      settore: ateco.settore,
      codice_ateco: ateco.codice,
      sdi: random.sdi(),
      check_agenzia: false,
      check_veridicita: true,
      aut_min: null,
      mansioni_preferite: random.some(MANSIONI, 1, 3).map((mansione_preferita) => ({ mansione_preferita })),
      numero_addetti: addetti,
      punti_forza: random.some(PUNTI_FORZA, 1, 3).map((punto_forza) => ({ punto_forza })),
      visite_azienda: withLogo ? random.int(0, 120) : 0,
      descrizione:
        withLogo || random.chance(0.3)
          ? description(nome, ateco.attivita, legale.citta, addetti, random)
          : null,
      sito_web_link: withLogo || random.chance(0.4) ? `https://www.${domain}.example` : null,
    },
  };
};

/** Creates the account (role company) and its hr_company profile; credits start at 0. */
export const insertCompany = async (
  strapi: Core.Strapi,
  accounts: Accounts,
  company: CompanySeed,
): Promise<Row> => {
  const user = await accounts.create(company.email, 'company');
  return insert(strapi, UID_.hrCompany, {
    ...company.data,
    crediti: 0,
    crediti_abbonamento: 0,
    user: user.id,
  });
};

/** Uploads a generated PNG through the upload plugin and links it to `field` of the entry. */
export const uploadImage = async (
  strapi: Core.Strapi,
  target: { uid: string; id: number; field: string },
  image: { name: string; size: number; colour: Rgb; alternativeText: string },
) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portale-seed-'));
  const filepath = path.join(dir, `${image.name}.png`);
  try {
    const png = squarePng(image.size, image.colour);
    await writeFile(filepath, png);
    await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          ref: target.uid,
          refId: target.id,
          field: target.field,
          fileInfo: { name: `${image.name}.png`, alternativeText: image.alternativeText },
        },
        files: { filepath, originalFilename: `${image.name}.png`, mimetype: 'image/png', size: png.length },
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
