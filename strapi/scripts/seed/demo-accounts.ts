import type { Core } from '@strapi/strapi';
import { isProduction } from '../../config/lib/env';
import type { CandidateSeed } from './candidates';
import type { CompanySeed } from './companies';
import type { Random } from './random';
import { findRow } from '../../src/utils/rows';
import { schedaTecnica } from './scheda';
import { DEMO_PASSWORD, insert, type Accounts, type Row } from './store';

/** Accounts listed in the README; all use the password Demo1234!. */
export const DEMO_EMAILS = {
  candidato: 'candidato@demo.it',
  azienda: 'azienda@demo.it',
  /** A member of azienda@demo.it's team (issue 27), without the right to buy. */
  recruiter: 'recruiter@demo.it',
  azienda0: 'azienda0@demo.it',
  agenzia: 'agenzia@demo.it',
  admin: 'admin@demo.it',
} as const;

/** The complete candidate profile of candidato@demo.it. */
export const demoCandidate = (
  random: Random,
  now: Date,
  blacklistedPiva: string | undefined,
): CandidateSeed => {
  const aree = ['Lavorazioni alle macchine utensili', 'Programmazione CNC', 'Rettifica'];
  return {
    email: DEMO_EMAILS.candidato,
    aree,
    conoscenze: ['AutoCAD', 'SolidWorks', 'Programmazione CNC', 'Pacchetto Office', 'Altro'],
    mansioni: ['Programmatore CNC', 'Operatore CNC', 'Fresatore'],
    data: {
      nome: 'Marco',
      cognome: 'Bianchi',
      nascita: '1988-04-12',
      email: DEMO_EMAILS.candidato,
      telefono: '3471234567',
      indirizzo: 'Via Giuseppe Garibaldi 21',
      cittadinanza: 'IT',
      provincia: 'BS',
      citta: 'Brescia',
      cap: '25121',
      conoscenza_italiano: true,
      categorie_protette: false,
      incentivi_assunzione: false,
      disponibilita_colloquio: true,
      conferma_veridicita: true,
      patente_bool: true,
      patente_text: 'B',
      automunito_bool: true,
      mobilita: 'regione',
      trasferta: 'italia',
      occupazione: 'Occupato',
      esperienza: 'Tra i 5 ed i 10 anni',
      qualifica_professionale_enum: 'Meccanica',
      qualifica_professionale_text: null,
      perito_enum: 'Meccanico',
      perito_text: null,
      tipo_laurea: 'none',
      ingegnere_enum: 'Nessuno',
      ingegnere_text: null,
      specializzazione_bool: true,
      specializzazione_text: 'Corso regionale di programmazione CNC',
      certificazione_bool: true,
      certificazione_text: 'Attestato di formazione sicurezza rischio alto',
      conoscenze_informatiche_text: 'Heidenhain TNC 640',
      lingue: [
        { lingua: 'Italiano', livello: 'Madrelingua' },
        { lingua: 'Inglese', livello: 'Intermedio B1-B2' },
        { lingua: 'Tedesco', livello: 'Base A1-A2' },
      ],
      qualifica: 'Operaio',
      scheda_tecnica: schedaTecnica(aree, random),
      welfare: 3,
      sicurezza: 3,
      clima_aziendale: 2,
      sviluppo_carriera: 3,
      sistema_premiante: 2,
      formazione_continua: 3,
      brand_reputation: 1,
      trattabile: true,
      mansioni_diverse: false,
      ral_desiderata: 'between_30K_40K',
      benefits: 'Buoni pasto, premio di produzione',
      tipo_contratto: ['indeterminato', 'determinato'],
      orari: ['full_time', 'giornata', 'due_turni'],
      blacklisted_pivas: blacklistedPiva ? [{ piva: blacklistedPiva }] : [],
      visite_profilo: 37,
      visite_profilo_esteso: 12,
      ultima_modifica: new Date(now.getTime() - 10 * 86_400_000).toISOString().slice(0, 10),
    },
  };
};

const demoCompany = (email: string, data: Record<string, unknown>): CompanySeed => ({
  email,
  data: {
    email,
    check_veridicita: true,
    check_agenzia: false,
    aut_min: null,
    visite_azienda: 0,
    ...data,
  },
});

/** azienda@demo.it (Milano, 5 credits), azienda0@demo.it (no credits), agenzia@demo.it (agency). */
export const demoCompanies = (random: Random) => ({
  azienda: {
    ...demoCompany(DEMO_EMAILS.azienda, {
      nome: 'Officine Meccaniche Lombarde S.r.l.',
      piva: '12345678903',
      cf: '12345678903',
      telefono: '0287654321',
      referente: 'Laura Colombo',
      funzione: 'Responsabile Risorse Umane',
      indirizzo_legale: 'Via Alessandro Volta 12',
      il_citta: 'Milano',
      il_provincia: 'MI',
      il_cap: '20121',
      indirizzo_operativo: 'Via dell’Industria 40',
      io_citta: 'Sesto San Giovanni',
      io_provincia: 'MI',
      io_cap: '20099',
      indirizzo_lavoro: 'Viale Monza 120',
      lavoro_citta: 'Milano',
      lavoro_provincia: 'MI',
      lavoro_cap: '20127',
      settore: 'Metalmeccanico',
      codice_ateco: '25.62.00',
      sdi: 'M5UXCR1',
      mansioni_preferite: [
        { mansione_preferita: 'Operatore CNC' },
        { mansione_preferita: 'Manutentore meccanico' },
      ],
      numero_addetti: '50 - 250',
      punti_forza: [{ punto_forza: 'Sicurezza sul lavoro' }, { punto_forza: 'Formazione continua' }],
      descrizione:
        'Officine Meccaniche Lombarde lavora dal 1978 componenti di precisione per macchine automatiche e oleodinamica. Reparti CNC moderni e formazione interna.',
      sito_web_link: 'https://www.officinemeccanichelombarde.example',
    }),
    logo: random.colour(),
  },
  azienda0: demoCompany(DEMO_EMAILS.azienda0, {
    nome: 'Carpenterie Venete S.r.l.',
    piva: '04512370281',
    cf: '04512370281',
    telefono: '0498123456',
    referente: 'Paolo Zanon',
    funzione: 'Titolare',
    indirizzo_legale: 'Via Venezia 88',
    il_citta: 'Padova',
    il_provincia: 'PD',
    il_cap: '35131',
    indirizzo_operativo: 'Via Venezia 88',
    io_citta: 'Padova',
    io_provincia: 'PD',
    io_cap: '35131',
    settore: 'Carpenteria metallica',
    codice_ateco: '25.11.00',
    sdi: 'KRRH6B9',
    mansioni_preferite: [{ mansione_preferita: 'Saldatore TIG' }],
    numero_addetti: '10 - 50',
    punti_forza: [{ punto_forza: 'Clima aziendale' }],
  }),
  agenzia: demoCompany(DEMO_EMAILS.agenzia, {
    nome: 'Lavoro Industria Agenzia per il Lavoro S.p.A.',
    piva: '09876543217',
    cf: '09876543217',
    telefono: '0112345678',
    referente: 'Giulia Ferrero',
    funzione: 'Responsabile di filiale',
    indirizzo_legale: 'Corso Vittorio Emanuele II 50',
    il_citta: 'Torino',
    il_provincia: 'TO',
    il_cap: '10123',
    indirizzo_operativo: 'Corso Vittorio Emanuele II 50',
    io_citta: 'Torino',
    io_provincia: 'TO',
    io_cap: '10123',
    settore: 'Ricerca e selezione del personale',
    codice_ateco: '78.10.00',
    sdi: 'T04ZHR3',
    check_agenzia: true,
    aut_min: 'Aut. Min. Prot. N. 13/I/0012345/03.04 del 12/05/2005',
    mansioni_preferite: [{ mansione_preferita: 'Operatore CNC' }, { mansione_preferita: 'Magazziniere' }],
    numero_addetti: '50 - 250',
    punti_forza: [{ punto_forza: 'Sviluppo di carriera' }],
  }),
});

/** Strapi admin-panel super admin admin@demo.it: demo data only, never in production. */
export const ensureDemoAdmin = async (strapi: Core.Strapi) => {
  if (isProduction()) {
    strapi.log.info('[seed] NODE_ENV=production: no demo admin-panel account');
    return;
  }
  const users = strapi.service('admin::user') as unknown as {
    exists(): Promise<boolean>;
    createFirstAdmin(attributes: Record<string, unknown>): Promise<unknown>;
  };
  if (await strapi.db.query('admin::user').findOne({ where: { email: DEMO_EMAILS.admin } })) return;
  if (await users.exists()) {
    strapi.log.info('[seed] an admin-panel account already exists: admin@demo.it not created');
    return;
  }
  await users.createFirstAdmin({
    email: DEMO_EMAILS.admin,
    firstname: 'Admin',
    lastname: 'Demo',
    password: DEMO_PASSWORD,
  });
};

/**
 * azienda@demo.it's team (issue 27): its titolare (the referente, Laura Colombo) and one member, recruiter@demo.it
 * (Giulia Rossi), active, with the demo password and without the right to buy.
 */
export const seedTeam = async (strapi: Core.Strapi, accounts: Accounts, company: Row) => {
  const TEAM = 'api::team-member.team-member';
  const titolare = await findRow(strapi, 'api::hr-company.hr-company', {
    where: { id: company.id },
    select: ['id'],
    populate: { user: { select: ['id'] } },
  });
  await insert(strapi, TEAM, {
    hr_company: company.id,
    user: titolare?.user?.id,
    nome: 'Laura',
    cognome: 'Colombo',
    email: DEMO_EMAILS.azienda,
    ruolo: 'titolare',
    stato: 'attivo',
    puo_acquistare: true,
  });
  const member = await accounts.create(DEMO_EMAILS.recruiter, 'company');
  await insert(strapi, TEAM, {
    hr_company: company.id,
    user: member.id,
    nome: 'Giulia',
    cognome: 'Rossi',
    email: DEMO_EMAILS.recruiter,
    ruolo: 'membro',
    stato: 'attivo',
    puo_acquistare: false,
  });
};
