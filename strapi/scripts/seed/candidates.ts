import type { Core } from '@strapi/strapi';
import {
  AREE_DI_COMPETENZA,
  CONOSCENZE_INFORMATICHE,
  INGEGNERE_ENUM,
  LINGUA_ITALIANO,
  LIVELLI_LINGUA,
  MANSIONI,
  MOBILITA,
  ORARI,
  QUALIFICA_PROFESSIONALE_ENUM,
  PERITO_ENUM,
  TIPO_CONTRATTO,
  TRASFERTA,
  VALORI_AZIENDALI,
  optionValues,
} from '../../src/catalog';
import type { LookupIds } from './lookups';
import { addDays, slug, type Random } from './random';
import { schedaTecnica } from './scheda';
import { insert, UID_, type Accounts, type Row } from './store';

export type CandidateSeed = {
  email: string;
  data: Record<string, unknown>;
  aree: string[];
  conoscenze: string[];
  mansioni: string[];
};

const FOREIGN_NATIONS = ['RO', 'AL', 'MA', 'UA', 'IN', 'PK', 'TN', 'EG', 'BR', 'SN', 'MD', 'PE'];
const OTHER_LANGUAGES = ['Inglese', 'Tedesco', 'Francese', 'Spagnolo'];
const LANGUAGE_OF_NATION: Record<string, string> = {
  RO: 'Rumeno',
  AL: 'Albanese',
  MA: 'Arabo',
  UA: 'Ucraino',
  IN: 'Hindi',
  PK: 'Urdu',
  TN: 'Arabo',
  EG: 'Arabo',
  BR: 'Portoghese',
  SN: 'Francese',
  MD: 'Rumeno',
  PE: 'Spagnolo',
};
const PATENTI = ['B', 'B', 'B', 'B, C', 'B, CE', 'B, C, CQC', 'A, B'];
const BENEFITS = [
  'Buoni pasto',
  'Mensa aziendale',
  'Premio di produzione',
  'Auto aziendale',
  'Flessibilità oraria',
  'Welfare aziendale',
  'Formazione retribuita',
  'Assicurazione sanitaria integrativa',
];
const SPECIALIZZAZIONI = [
  'Corso IFTS in automazione industriale',
  'ITS Meccatronica',
  'Corso regionale di programmazione CNC',
  'Master in gestione della produzione',
  'Corso di disegno CAD 3D',
];
const CERTIFICAZIONI = [
  'Patentino di saldatura UNI EN ISO 9606-1',
  'Attestato PES/PAV CEI 11-27',
  'Patentino per carrelli elevatori',
  'Attestato di formazione sicurezza rischio alto',
  'Certificazione F-GAS',
  'Patentino PLE (piattaforme elevabili)',
];
const ALTRO_TEXTS = {
  qualifica: ['Operatore elettrico', 'Operatore meccanico di sistemi'],
  perito: ['Perito chimico', 'Perito in meccatronica ed energia'],
  ingegnere: ['Ingegneria dei materiali', 'Ingegneria meccatronica'],
  conoscenze: ['Zucchetti', 'TeamSystem', 'Power BI', 'Heidenhain TNC 640'],
};

/** Highest education level: 0 none, 1 qualifica professionale, 2 perito, 3 short degree, 4 long degree. */
const education = (random: Random) => {
  const level = random.faker.helpers.weightedArrayElement([
    { weight: 10, value: 0 },
    { weight: 30, value: 1 },
    { weight: 35, value: 2 },
    { weight: 12, value: 3 },
    { weight: 13, value: 4 },
  ]);
  const realOrAltro = (list: readonly string[], none: string) =>
    random.chance(0.06) ? 'Altro' : random.pick(list.filter((value) => value !== none && value !== 'Altro'));

  const qualifica =
    level === 1 || (level >= 2 && random.chance(0.2))
      ? realOrAltro(QUALIFICA_PROFESSIONALE_ENUM, 'Nessuna')
      : 'Nessuna';
  const perito =
    level === 2 || (level >= 3 && random.chance(0.7)) ? realOrAltro(PERITO_ENUM, 'Nessuno') : 'Nessuno';
  const tipoLaurea = level === 4 ? 'long' : level === 3 ? 'short' : 'none';
  const ingegnere = tipoLaurea === 'none' ? 'Nessuno' : realOrAltro(INGEGNERE_ENUM, 'Nessuno');
  return {
    level,
    fields: {
      qualifica_professionale_enum: qualifica,
      qualifica_professionale_text: qualifica === 'Altro' ? random.pick(ALTRO_TEXTS.qualifica) : null,
      perito_enum: perito,
      perito_text: perito === 'Altro' ? random.pick(ALTRO_TEXTS.perito) : null,
      tipo_laurea: tipoLaurea,
      ingegnere_enum: ingegnere,
      ingegnere_text: ingegnere === 'Altro' ? random.pick(ALTRO_TEXTS.ingegnere) : null,
    },
  };
};

const lingue = (random: Random, cittadinanza: string) => {
  const list = [
    {
      lingua: LINGUA_ITALIANO,
      livello: cittadinanza === 'IT' ? 'Madrelingua' : random.pick(LIVELLI_LINGUA.slice(1, 3)),
    },
  ];
  if (cittadinanza !== 'IT' && LANGUAGE_OF_NATION[cittadinanza]) {
    list.push({ lingua: LANGUAGE_OF_NATION[cittadinanza], livello: 'Madrelingua' });
  }
  for (const lingua of random.some(OTHER_LANGUAGES, 0, 2)) {
    if (!list.some((entry) => entry.lingua === lingua))
      list.push({ lingua, livello: random.pick(LIVELLI_LINGUA.slice(0, 3)) });
  }
  return list;
};

const experienceFor = (random: Random, birthYear: number, thisYear: number) => {
  const age = thisYear - birthYear;
  if (age < 25) return random.pick(['Nessuno', 'Inferiore ai 5 anni', 'Inferiore ai 5 anni']);
  if (age < 32) return random.pick(['Inferiore ai 5 anni', 'Tra i 5 ed i 10 anni']);
  return random.pick(['Tra i 5 ed i 10 anni', 'Superiore ai 10 anni', 'Superiore ai 10 anni']);
};

export const emailFor = (nome: string, cognome: string, n: number) =>
  `${slug(nome)}.${slug(cognome)}.${n}@esempio.it`;

/** One generated candidate; `pivas` are VAT numbers of seeded companies a few candidates exclude. */
export const buildCandidate = (
  n: number,
  random: Random,
  pivas: readonly string[],
  now: Date,
): CandidateSeed => {
  const { faker } = random;
  const sex = random.pick(['male', 'female'] as const);
  const nome = random.firstName(sex);
  const cognome = faker.person.lastName(sex);
  const nascita = random.dateBetween(new Date('1965-01-01'), new Date('2005-12-31'));
  const cittadinanza = random.chance(0.9) ? 'IT' : random.pick(FOREIGN_NATIONS);
  const { provincia, citta, cap } = random.place();
  const { level, fields: educationFields } = education(random);
  const aree = random.some(AREE_DI_COMPETENZA, 1, 3);
  const conoscenze = random.some(CONOSCENZE_INFORMATICHE, 1, 4);
  const qualifica =
    level >= 3
      ? random.pick(['Impiegato', 'Impiegato', 'Funzione/ruolo manageriale'])
      : random.pick(['Operaio', 'Operaio', 'Operaio', 'Impiegato']);
  const patente = random.chance(0.85);
  const specializzazione = random.chance(0.25);
  const certificazione = random.chance(0.35);
  const email = emailFor(nome, cognome, n);
  const ratings = Object.fromEntries(optionValues(VALORI_AZIENDALI).map((key) => [key, random.int(1, 3)]));

  return {
    email,
    aree,
    conoscenze,
    mansioni: random.some(MANSIONI, 1, 3),
    data: {
      nome,
      cognome,
      nascita,
      email,
      telefono: random.mobile(),
      indirizzo: random.street(),
      cittadinanza,
      provincia,
      citta,
      cap,
      conoscenza_italiano: cittadinanza === 'IT' || random.chance(0.8),
      categorie_protette: random.chance(0.06),
      incentivi_assunzione: random.chance(0.2),
      disponibilita_colloquio: true,
      conferma_veridicita: true,
      patente_bool: patente,
      patente_text: patente ? random.pick(PATENTI) : null,
      automunito_bool: patente && random.chance(0.85),
      mobilita: random.pick(optionValues(MOBILITA)),
      trasferta: random.pick(optionValues(TRASFERTA)),
      occupazione: random.chance(0.6) ? 'Occupato' : 'Disoccupato / inoccupato',
      esperienza: experienceFor(random, Number(nascita.slice(0, 4)), now.getUTCFullYear()),
      ...educationFields,
      specializzazione_bool: specializzazione,
      specializzazione_text: specializzazione ? random.pick(SPECIALIZZAZIONI) : null,
      certificazione_bool: certificazione,
      certificazione_text: certificazione ? random.pick(CERTIFICAZIONI) : null,
      conoscenze_informatiche_text: conoscenze.includes('Altro') ? random.pick(ALTRO_TEXTS.conoscenze) : null,
      lingue: lingue(random, cittadinanza),
      qualifica,
      scheda_tecnica: schedaTecnica(aree, random),
      ...ratings,
      trattabile: random.chance(0.5),
      mansioni_diverse: random.chance(0.4),
      ral_desiderata:
        qualifica === 'Operaio'
          ? random.pick(['under_30K', 'under_30K', 'between_30K_40K'])
          : random.pick(['between_30K_40K', 'between_40K_50K', 'over_50K']),
      benefits: random.chance(0.6) ? random.some(BENEFITS, 1, 3).join(', ') : null,
      tipo_contratto: random.some(optionValues(TIPO_CONTRATTO), 1, 2),
      orari: random.some(optionValues(ORARI), 1, 3),
      blacklisted_pivas:
        pivas.length > 0 && random.chance(0.08) ? random.some(pivas, 1, 2).map((piva) => ({ piva })) : [],
      visite_profilo: random.int(0, 60),
      visite_profilo_esteso: random.int(0, 15),
      ultima_modifica: random.dateBetween(addDays(now, -365), now),
    },
  };
};

const ids = (map: Map<string, number>, values: readonly string[]) =>
  values.map((value) => {
    const id = map.get(value);
    if (id === undefined) throw new Error(`lookup value missing: ${value}`);
    return id;
  });

/** Creates the account (role candidate) and its hr_user profile. */
export const insertCandidate = async (
  strapi: Core.Strapi,
  accounts: Accounts,
  lookups: LookupIds,
  candidate: CandidateSeed,
): Promise<Row> => {
  const user = await accounts.create(candidate.email, 'candidate');
  return insert(strapi, UID_.hrUser, {
    ...candidate.data,
    aree_di_competenza: ids(lookups.aree, candidate.aree),
    conoscenze_informatiche: ids(lookups.conoscenze, candidate.conoscenze),
    mansioni_preferite: ids(lookups.mansioni, candidate.mansioni),
    user: user.id,
  });
};
