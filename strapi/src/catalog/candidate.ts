/**
 * Enumerations of the candidate profile (hr_user), spec 01 §3 and §9.
 * Stored values are exactly those of the spec; labels are what the wizard and
 * the profile page show.
 */
import type { Option } from './options';

export const OCCUPAZIONE = ['Occupato', 'Disoccupato / inoccupato'] as const;
export type Occupazione = (typeof OCCUPAZIONE)[number];

export const ESPERIENZA = [
  'Inferiore ai 5 anni',
  'Tra i 5 ed i 10 anni',
  'Superiore ai 10 anni',
  'Nessuno',
] as const;
export type Esperienza = (typeof ESPERIENZA)[number];

export const QUALIFICA_PROFESSIONALE_ENUM = [
  'Meccanica',
  'Informatica',
  'Industriale',
  'Civile',
  'Nessuna',
  'Altro',
] as const;
export type QualificaProfessionaleEnum = (typeof QUALIFICA_PROFESSIONALE_ENUM)[number];

export const PERITO_ENUM = [
  'Informatico',
  'Meccanico',
  'Elettronico',
  'Industriale',
  'Nessuno',
  'Altro',
] as const;
export type PeritoEnum = (typeof PERITO_ENUM)[number];

export const TIPO_LAUREA = [
  { value: 'none', label: 'Nessuna laurea' },
  { value: 'short', label: 'Laurea triennale' },
  { value: 'long', label: 'Laurea magistrale / a ciclo unico' },
] as const satisfies ReadonlyArray<Option>;
export type TipoLaurea = (typeof TIPO_LAUREA)[number]['value'];

/** Fields of study of an engineering degree; 'Nessuno' is forced when tipo_laurea is 'none'. */
export const INGEGNERE_ENUM = [
  'Meccanico',
  'Informatico',
  'Industriale',
  'Civile',
  'Gestionale',
  'Aerospaziale',
  'Fisico',
  'Biomedico',
  'Chimico',
  "Dell'informazione",
  'Telecomunicazioni',
  'Energetico',
  'Nessuno',
  'Altro',
] as const;
export type IngegnereEnum = (typeof INGEGNERE_ENUM)[number];

export const QUALIFICA = ['Operaio', 'Impiegato', 'Funzione/ruolo manageriale'] as const;
export type Qualifica = (typeof QUALIFICA)[number];

/** Where the candidate is willing to work ('estero' covers EU and non-EU countries). */
export const MOBILITA = [
  { value: 'provincia', label: 'Nella mia provincia' },
  { value: 'regione', label: 'Nella mia regione' },
  { value: 'italia', label: 'In tutta Italia' },
  { value: 'estero', label: "Anche all'estero (UE ed extra UE)" },
  { value: 'none', label: 'Non disponibile a spostarmi' },
] as const satisfies ReadonlyArray<Option>;
export type Mobilita = (typeof MOBILITA)[number]['value'];

export const TRASFERTA = [
  { value: 'italia', label: 'In Italia' },
  { value: 'estero', label: "In Italia e all'estero" },
  { value: 'none', label: 'Non disponibile a trasferte' },
] as const satisfies ReadonlyArray<Option>;
export type Trasferta = (typeof TRASFERTA)[number]['value'];

/** Desired gross annual salary bands (spec 01 §9: under 30k, 30-40k, 41-50k, over 50k). */
export const RAL_DESIDERATA = [
  { value: 'under_30K', label: 'Meno di 30.000 €' },
  { value: 'between_30K_40K', label: '30.000 - 40.000 €' },
  { value: 'between_40K_50K', label: '41.000 - 50.000 €' },
  { value: 'over_50K', label: 'Oltre 50.000 €' },
] as const satisfies ReadonlyArray<Option>;
export type RalDesiderata = (typeof RAL_DESIDERATA)[number]['value'];

export const TIPO_CONTRATTO = [
  { value: 'indeterminato', label: 'Tempo indeterminato' },
  { value: 'determinato', label: 'Tempo determinato' },
  { value: 'apl', label: 'Somministrazione (agenzia per il lavoro)' },
  { value: 'p_iva', label: 'Partita IVA / collaborazione' },
] as const satisfies ReadonlyArray<Option>;
export type TipoContratto = (typeof TIPO_CONTRATTO)[number]['value'];

export const ORARI = [
  { value: 'full_time', label: 'Full time' },
  { value: 'part_time', label: 'Part time' },
  { value: 'giornata', label: 'Giornata' },
  { value: 'due_turni', label: 'Due turni' },
  { value: 'tre_turni', label: 'Tre turni' },
  { value: 'ciclo_continuo', label: 'Ciclo continuo' },
] as const satisfies ReadonlyArray<Option>;
export type Orario = (typeof ORARI)[number]['value'];

/** Italian is always the first, non-removable language of a candidate. */
export const LINGUA_ITALIANO = 'Italiano';

/** Languages offered in the select; any other language may be typed as free text. */
export const LINGUE_PRESET = ['Inglese', 'Francese', 'Spagnolo', 'Tedesco', 'Cinese', 'Arabo'] as const;
export type LinguaPreset = (typeof LINGUE_PRESET)[number];

export const LIVELLI_LINGUA = ['Base A1-A2', 'Intermedio B1-B2', 'Avanzato C1-C2', 'Madrelingua'] as const;
export type LivelloLingua = (typeof LIVELLI_LINGUA)[number];

/** The seven company values a candidate rates; the keys are the profile field names. */
export const VALORI_AZIENDALI = [
  { value: 'welfare', label: 'Welfare aziendale' },
  { value: 'sicurezza', label: 'Sicurezza sul lavoro' },
  { value: 'clima_aziendale', label: 'Clima aziendale' },
  { value: 'sviluppo_carriera', label: 'Sviluppo di carriera' },
  { value: 'sistema_premiante', label: 'Sistema premiante' },
  { value: 'formazione_continua', label: 'Formazione continua' },
  { value: 'brand_reputation', label: 'Brand reputation' },
] as const satisfies ReadonlyArray<Option>;
export type ValoreAziendale = (typeof VALORI_AZIENDALI)[number]['value'];

/** Allowed ratings on entry; a stored 0 means "not rated" and is shown as 0/3. */
export const VALORE_RATINGS = [1, 2, 3] as const;
export type ValoreRating = (typeof VALORE_RATINGS)[number];
export const VALORE_RATING_MAX = 3;

/** Si/No answers: radio buttons in the wizard, booleans in the stored profile, si/no in filters. */
export const SI_NO = [
  { value: 'si', label: 'Si' },
  { value: 'no', label: 'No' },
] as const satisfies ReadonlyArray<Option>;
export type SiNo = (typeof SI_NO)[number]['value'];
