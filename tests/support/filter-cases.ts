// The table of the company search's filters (issue 28): candidates built on both sides of each filter's boundary,
// and for each filter value the names it must find and the names it must leave out. Written as data, never
// computed by the production rule (strapi/src/api/human-resource/services/search.ts), so that a wrong rule fails the
// table. tests/integration/search/filter-cases.test.ts registers the people, runs every case through the search, and
// runs the cases whose filters an alert can hold through the Alert Database digest and the Alert New Profile
// notice: the same names must come out.
//
// People come in blocks, one block per filter. A block lives in a comune of the test's own (no other candidate
// lives there, whatever the seed), and its searches add `residenza=<that comune>`, so only the block's people can
// answer. The place block ('luogo': work province, mobility, province, residence, the bucket groups) needs several
// provinces: its people carry a word of the run's own in the search's sheet-term index, and its searches add that
// word. The sheet-word block registers through the API (its words must go through the real derivation); the others
// are copies of one registered candidate with the table's columns, written in bulk through the test SQL hook.
// Each block has competence areas no other block has, so an alert set (whose filters always name areas) reaches
// that block alone; the alert jobs run as of a day in 2001, on which only these people were modified or created.
//
// The distance block (issue 25) lives in real comuni around Bergamo, whose distances are written below as data
// (great-circle kilometres between the ISTAT points, worked out apart from the production code). Its people
// register through the API (their places must go through the real coordinates derivation) and carry a sheet word
// of the run's own, which its searches add, like the place block's.

export type Block =
  | 'eta'
  | 'titoloStudio'
  | 'esperienza'
  | 'qualifica'
  | 'luogo'
  | 'incentivi'
  | 'categoriaProtetta'
  | 'automunito'
  | 'occupazione'
  | 'conoscenze'
  | 'aree'
  | 'scheda'
  | 'distanza';

/** The provinces of the place block: MI (the searching company's), BG in the same region, TO in another. */
export type Sigla = 'MI' | 'BG' | 'TO';

export type Person = {
  block: Block;
  /** Province of residence (default MI); `comune: 2` is a second comune of the test's own there. */
  provincia?: Sigla;
  comune?: 1 | 2;
  /** Columns of hr_users over BASE_PROFILE. */
  profile?: Record<string, unknown>;
  /** Columns left NULL (as an older profile may have them), set after registration. */
  unset?: string[];
  /** Born this many days after the day 35 years before today: 0 turns 35 today, 1 tomorrow. */
  turns35InDays?: number;
  /** Extra words of the technical sheet (besides the place block's word of the run). */
  sheet?: string;
  /** Competence areas; default: the block's. */
  aree?: string[];
  /** Computer skills (default: none). */
  conoscenze?: string[];
  /** The distance block: the comune of residence. */
  luogo?: { provincia: string; citta: string };
  /** The distance block: the candidate blacklists the searching company and the alert companies. */
  hidesFromSearcher?: boolean;
};

/** What every person is unless the table says otherwise: the columns the filters read, as validPayload has them. */
export const BASE_PROFILE: Record<string, unknown> = {
  nascita: '1985-03-02',
  mobilita: 'provincia',
  occupazione: 'Occupato',
  esperienza: 'Nessuno',
  qualifica: 'Operaio',
  qualifica_professionale_enum: 'Nessuna',
  qualifica_professionale_text: '',
  perito_enum: 'Nessuno',
  tipo_laurea: 'none',
  ingegnere_enum: 'Nessuno',
  incentivi_assunzione: false,
  categorie_protette: false,
  automunito_bool: false,
  patente_bool: false,
  patente_text: '',
};

/** Each block's competence area, unique to it (the alert sets name it). */
export const BLOCK_AREA: Record<Block, string> = {
  eta: 'Rettifica',
  titoloStudio: 'Collaudo',
  esperienza: 'Montaggio',
  qualifica: 'Assemblaggio',
  luogo: 'Robotica',
  incentivi: 'Elettronica',
  categoriaProtetta: 'Verniciatura',
  automunito: 'Autotrasporto',
  occupazione: 'Cantieristica navale',
  conoscenze: 'Informatica e sistemi',
  aree: 'Acquisti',
  scheda: 'Lavorazione lamiera',
  distanza: 'Conduzione impianti',
};

export const PEOPLE: Record<string, Person> = {
  // Age: 35 or older is over35 (born on or before the day 35 years ago), younger is under35.
  Compie: { block: 'eta', turns35InDays: 0 },
  Quasi: { block: 'eta', turns35InDays: 1 },
  Anziano: { block: 'eta', profile: { nascita: '1960-06-15' } },

  // Education: "at least this level"; 'Altro' counts, 'Nessuna'/'Nessuno' do not.
  Nullo: { block: 'titoloStudio' },
  Qualificato: {
    block: 'titoloStudio',
    profile: { qualifica_professionale_enum: 'Meccanica' },
  },
  Altrove: {
    block: 'titoloStudio',
    profile: {
      qualifica_professionale_enum: 'Altro',
      qualifica_professionale_text: 'Operatore del legno',
    },
  },
  Perito: { block: 'titoloStudio', profile: { perito_enum: 'Meccanico' } },
  Dottore: {
    block: 'titoloStudio',
    profile: { tipo_laurea: 'short', ingegnere_enum: 'Meccanico' },
  },
  Magister: {
    block: 'titoloStudio',
    profile: { tipo_laurea: 'long', ingegnere_enum: 'Gestionale' },
  },

  Novizio: { block: 'esperienza', profile: { esperienza: 'Nessuno' } },
  Medio: { block: 'esperienza', profile: { esperienza: 'Tra i 5 ed i 10 anni' } },
  Senior: { block: 'esperienza', profile: { esperienza: 'Superiore ai 10 anni' } },

  Oreste: { block: 'qualifica', profile: { qualifica: 'Operaio' } },
  Ivo: { block: 'qualifica', profile: { qualifica: 'Impiegato' } },
  Manlio: { block: 'qualifica', profile: { qualifica: 'Funzione/ruolo manageriale' } },

  // Place. Lombardia: MI (the company's province), BG; Piemonte: TO.
  Mina: { block: 'luogo', provincia: 'MI', profile: { mobilita: 'provincia' } },
  Mara: { block: 'luogo', provincia: 'MI', profile: { mobilita: 'regione' } },
  Mirco: { block: 'luogo', provincia: 'MI', profile: { mobilita: 'italia' } },
  Nadia: { block: 'luogo', provincia: 'MI', profile: { mobilita: 'none' } },
  Bruno: { block: 'luogo', provincia: 'BG', profile: { mobilita: 'regione' } },
  Berta: {
    block: 'luogo',
    provincia: 'BG',
    profile: { mobilita: 'italia' },
    aree: ['Robotica', 'Oleodinamica e pneumatica'],
  },
  Bice: { block: 'luogo', provincia: 'BG', profile: { mobilita: 'provincia' } },
  Bianca: { block: 'luogo', provincia: 'BG', comune: 2, profile: { mobilita: 'provincia' } },
  Tea: {
    block: 'luogo',
    provincia: 'TO',
    profile: { mobilita: 'regione' },
    aree: ['Robotica', 'Oleodinamica e pneumatica'],
  },
  Toni: { block: 'luogo', provincia: 'TO', profile: { mobilita: 'italia' } },
  Tino: { block: 'luogo', provincia: 'TO', profile: { mobilita: 'estero' } },
  Tullio: { block: 'luogo', provincia: 'TO', profile: { mobilita: 'provincia' } },

  // si/no filters: "no" also finds an unset value.
  IncSi: { block: 'incentivi', profile: { incentivi_assunzione: true } },
  IncNo: { block: 'incentivi', profile: { incentivi_assunzione: false } },
  IncNull: { block: 'incentivi', unset: ['incentivi_assunzione'] },
  CatSi: { block: 'categoriaProtetta', profile: { categorie_protette: true } },
  CatNo: { block: 'categoriaProtetta', profile: { categorie_protette: false } },
  CatNull: { block: 'categoriaProtetta', unset: ['categorie_protette'] },
  AutoSi: {
    block: 'automunito',
    profile: { automunito_bool: true, patente_bool: true, patente_text: 'B' },
  },
  AutoNo: { block: 'automunito', profile: { automunito_bool: false } },
  AutoNull: { block: 'automunito', unset: ['automunito_bool'] },

  Olga: { block: 'occupazione', profile: { occupazione: 'Occupato' } },
  Dario: { block: 'occupazione', profile: { occupazione: 'Disoccupato / inoccupato' } },

  // Lists: any of the chosen values.
  Cad: { block: 'conoscenze', conoscenze: ['AutoCAD'] },
  Sap: { block: 'conoscenze', conoscenze: ['SAP'] },
  CadSap: { block: 'conoscenze', conoscenze: ['AutoCAD', 'SAP'] },
  Plc: { block: 'conoscenze', conoscenze: ['Programmazione PLC'] },
  Ada: { block: 'aree', aree: ['Stampaggio plastica'] },
  Bea: { block: 'aree', aree: ['Stampaggio lamiera'] },
  Abe: { block: 'aree', aree: ['Stampaggio plastica', 'Stampaggio lamiera'] },
  Cid: { block: 'aree', aree: ['Acquisti'] },

  // Sheet words: all of them, each the beginning of a term, case and accents folded.
  Heidi: { block: 'scheda', sheet: 'Fresatrice Heidenhain' },
  Fanny: { block: 'scheda', sheet: 'Tornio Fanuc' },
  Entrambi: { block: 'scheda', sheet: 'Heidenhain e Fanuc' },
  Quinto: { block: 'scheda', sheet: 'Controllo qualità' },

  // Distance. Kilometres from Bergamo (and from Milano, the searching company's work place); mobility as given.
  Bergamasco: {
    block: 'distanza',
    luogo: { provincia: 'BG', citta: 'Bergamo' },
    profile: { mobilita: 'none' },
  }, // 0 (MI 45)
  Seriana: { block: 'distanza', luogo: { provincia: 'BG', citta: 'Seriate' } }, // 4.1 (MI 47.7)
  Palazzo: { block: 'distanza', luogo: { provincia: 'BS', citta: "Palazzolo sull'Oglio" } }, // 19.97 (MI 56)
  Lecchese: { block: 'distanza', luogo: { provincia: 'LC', citta: 'Lecco' } }, // 27.7 (MI 46)
  Clusio: { block: 'distanza', luogo: { provincia: 'BG', citta: 'Clusone' }, profile: { mobilita: 'none' } }, // 30.8
  Monzese: {
    block: 'distanza',
    luogo: { provincia: 'MB', citta: 'Monza' },
    profile: { mobilita: 'regione' },
  }, // 33 (MI 14.6)
  Milanese: { block: 'distanza', luogo: { provincia: 'MI', citta: 'Milano' } }, // 45 (MI 0)
  Torinese: {
    block: 'distanza',
    luogo: { provincia: 'TO', citta: 'Torino' },
    profile: { mobilita: 'italia' },
  }, // 126 from MI
  Torina: {
    block: 'distanza',
    luogo: { provincia: 'TO', citta: 'Torino' },
    profile: { mobilita: 'regione' },
  },
  // 0 km from Bergamo, mobile everywhere: never found, she blacklists the searching company (and the alerts').
  Nascosta: {
    block: 'distanza',
    luogo: { provincia: 'BG', citta: 'Bergamo' },
    profile: { mobilita: 'italia' },
    hidesFromSearcher: true,
  },
};

export type Name = keyof typeof PEOPLE;

/**
 * One search: the block, the filters added to its isolation (query-string values as /company-home writes them),
 * the names found and the names left out. `groups`: the bucket groups in their order, each a set.
 * `alert`: the case is an alert filter set too (every filter of `filters` is one an alert holds).
 */
export type FilterCase = {
  title: string;
  block: Block;
  filters: Record<string, string | string[]>;
  in: string[];
  out: string[];
  groups?: string[][];
  alert?: boolean;
};

const LUOGO_ALL = [
  'Mina',
  'Mara',
  'Mirco',
  'Nadia',
  'Bruno',
  'Berta',
  'Bice',
  'Bianca',
  'Tea',
  'Toni',
  'Tino',
  'Tullio',
];
const not = (all: string[], found: string[]) => all.filter((name) => !found.includes(name));
const DISTANZA_ALL = [
  'Bergamasco',
  'Seriana',
  'Palazzo',
  'Lecchese',
  'Clusio',
  'Monzese',
  'Milanese',
  'Torinese',
  'Torina',
  'Nascosta',
];
const BERGAMO = { distanzaProvincia: 'BG', distanzaComune: 'Bergamo' };
const near = (title: string, filters: FilterCase['filters'], found: string[], alert = false): FilterCase => ({
  title,
  block: 'distanza',
  filters,
  in: found,
  out: not(DISTANZA_ALL, found),
  alert,
});
const place = (
  title: string,
  filters: FilterCase['filters'],
  found: string[],
  alert = false,
): FilterCase => ({
  title,
  block: 'luogo',
  filters,
  in: found,
  out: not(LUOGO_ALL, found),
  alert,
});

export const FILTER_CASES: FilterCase[] = [
  {
    title: 'age under 35',
    block: 'eta',
    filters: { eta: 'under35' },
    in: ['Quasi'],
    out: ['Compie', 'Anziano'],
  },
  {
    title: 'age 35 or over',
    block: 'eta',
    filters: { eta: 'over35' },
    in: ['Compie', 'Anziano'],
    out: ['Quasi'],
  },

  ...(
    [
      ['1', ['Qualificato', 'Altrove', 'Perito', 'Dottore', 'Magister'], ['Nullo']],
      ['2', ['Perito', 'Dottore', 'Magister'], ['Nullo', 'Qualificato', 'Altrove']],
      ['3', ['Dottore', 'Magister'], ['Nullo', 'Qualificato', 'Altrove', 'Perito']],
      ['4', ['Magister'], ['Nullo', 'Qualificato', 'Altrove', 'Perito', 'Dottore']],
    ] as const
  ).map(([level, found, left]): FilterCase => ({
    title: `education at least level ${level}`,
    block: 'titoloStudio',
    filters: { titoloStudio: level },
    in: [...found],
    out: [...left],
    alert: true,
  })),

  {
    title: 'experience 5-10 years',
    block: 'esperienza',
    filters: { esperienza: 'Tra i 5 ed i 10 anni' },
    in: ['Medio'],
    out: ['Novizio', 'Senior'],
    alert: true,
  },
  {
    title: 'experience over 10 years',
    block: 'esperienza',
    filters: { esperienza: 'Superiore ai 10 anni' },
    in: ['Senior'],
    out: ['Novizio', 'Medio'],
    alert: true,
  },
  {
    title: 'qualification Impiegato',
    block: 'qualifica',
    filters: { qualifica: 'Impiegato' },
    in: ['Ivo'],
    out: ['Oreste', 'Manlio'],
    alert: true,
  },
  {
    title: 'qualification Funzione/ruolo manageriale',
    block: 'qualifica',
    filters: { qualifica: 'Funzione/ruolo manageriale' },
    in: ['Manlio'],
    out: ['Oreste', 'Ivo'],
    alert: true,
  },

  // Work province: "mobility covers it": lives there (any mobility), or in its region with mobility regione,
  // italia or estero, or anywhere with italia or estero.
  place(
    'work province MI',
    { luogoLavoro: 'MI' },
    ['Mina', 'Mara', 'Mirco', 'Nadia', 'Bruno', 'Berta', 'Toni', 'Tino'],
    true,
  ),
  place(
    'work province BG',
    { luogoLavoro: 'BG' },
    ['Mara', 'Mirco', 'Bruno', 'Berta', 'Bice', 'Bianca', 'Toni', 'Tino'],
    true,
  ),
  place('work province TO', { luogoLavoro: 'TO' }, ['Mirco', 'Berta', 'Tea', 'Toni', 'Tino', 'Tullio'], true),
  place('mobility regione', { mobilita: 'regione' }, ['Mara', 'Bruno', 'Tea']),
  place('mobility italia', { mobilita: 'italia' }, ['Mirco', 'Berta', 'Toni']),
  place('mobility none', { mobilita: 'none' }, ['Nadia']),
  place('province BG', { provincia: 'BG' }, ['Bruno', 'Berta', 'Bice', 'Bianca']),
  place('area and province', { provincia: 'BG', aree_di_competenza: 'Oleodinamica e pneumatica' }, ['Berta']),
  // `residenza` is filled in by the test with the first BG comune, in capitals (case does not matter).
  place('residence (city, any case)', { residenza: 'BG:1' }, ['Bruno', 'Berta', 'Bice']),
  {
    ...place('bucket disponibilita: same province, then same region, then all Italy', {}, [
      'Mina',
      'Mara',
      'Mirco',
      'Nadia',
      'Bruno',
      'Berta',
      'Toni',
      'Tino',
    ]),
    groups: [
      ['Mina', 'Mara', 'Mirco', 'Nadia'],
      ['Bruno', 'Berta'],
      ['Toni', 'Tino'],
    ],
  },
  place('bucket altri: the rest', { bucket: 'altri' }, ['Bice', 'Bianca', 'Tea', 'Tullio']),

  {
    title: 'incentives si',
    block: 'incentivi',
    filters: { incentivi: 'si' },
    in: ['IncSi'],
    out: ['IncNo', 'IncNull'],
  },
  {
    title: 'incentives no',
    block: 'incentivi',
    filters: { incentivi: 'no' },
    in: ['IncNo', 'IncNull'],
    out: ['IncSi'],
  },
  {
    title: 'protected category si',
    block: 'categoriaProtetta',
    filters: { categoriaProtetta: 'si' },
    in: ['CatSi'],
    out: ['CatNo', 'CatNull'],
    alert: true,
  },
  {
    title: 'protected category no',
    block: 'categoriaProtetta',
    filters: { categoriaProtetta: 'no' },
    in: ['CatNo', 'CatNull'],
    out: ['CatSi'],
    alert: true,
  },
  {
    title: 'car si',
    block: 'automunito',
    filters: { automunito: 'si' },
    in: ['AutoSi'],
    out: ['AutoNo', 'AutoNull'],
  },
  {
    title: 'car no',
    block: 'automunito',
    filters: { automunito: 'no' },
    in: ['AutoNo', 'AutoNull'],
    out: ['AutoSi'],
  },
  {
    title: 'job status Occupato',
    block: 'occupazione',
    filters: { occupazione: 'Occupato' },
    in: ['Olga'],
    out: ['Dario'],
  },
  {
    title: 'job status Disoccupato / inoccupato',
    block: 'occupazione',
    filters: { occupazione: 'Disoccupato / inoccupato' },
    in: ['Dario'],
    out: ['Olga'],
  },
  {
    title: 'IT skill AutoCAD',
    block: 'conoscenze',
    filters: { conoscenze_informatiche: 'AutoCAD' },
    in: ['Cad', 'CadSap'],
    out: ['Sap', 'Plc'],
  },
  {
    title: 'IT skills AutoCAD or SAP',
    block: 'conoscenze',
    filters: { conoscenze_informatiche: ['AutoCAD', 'SAP'] },
    in: ['Cad', 'Sap', 'CadSap'],
    out: ['Plc'],
  },
  {
    title: 'area Stampaggio plastica',
    block: 'aree',
    filters: { aree_di_competenza: 'Stampaggio plastica' },
    in: ['Ada', 'Abe'],
    out: ['Bea', 'Cid'],
    alert: true,
  },
  {
    title: 'areas Stampaggio plastica or lamiera',
    block: 'aree',
    filters: { aree_di_competenza: ['Stampaggio plastica', 'Stampaggio lamiera'] },
    in: ['Ada', 'Bea', 'Abe'],
    out: ['Cid'],
    alert: true,
  },
  // Distance (issue 25): great-circle from comune to comune, the blacklist applied (Nascosta is never found).
  near('within 10 km of Bergamo', { distanza: '10', ...BERGAMO }, ['Bergamasco', 'Seriana']),
  near('within 20 km of Bergamo', { distanza: '20', ...BERGAMO }, ['Bergamasco', 'Seriana', 'Palazzo']),
  near(
    'within 30 km of Bergamo',
    { distanza: '30', ...BERGAMO },
    ['Bergamasco', 'Seriana', 'Palazzo', 'Lecchese'],
    true,
  ),
  // Mobility covering BG (the luogoLavoro rule): lives in BG (any mobility), regione in Lombardia, italia anywhere.
  near(
    'within 30 km of Bergamo, or willing to move there',
    { distanza: '30', ...BERGAMO, distanzaMobili: 'true' },
    ['Bergamasco', 'Seriana', 'Palazzo', 'Lecchese', 'Clusio', 'Monzese', 'Torinese'],
    true,
  ),
  near('within 20 km of the company (Milano) by default', { distanza: '20' }, ['Monzese', 'Milanese'], true),
  near('the comune in any case', { distanza: '10', distanzaProvincia: 'bg', distanzaComune: 'BERGAMO' }, [
    'Bergamasco',
    'Seriana',
  ]),
  // Bad input: the distance is dropped, the rest of the search (the block's word) still applies.
  near(
    'a radius outside the list is ignored',
    { distanza: '25', ...BERGAMO },
    not(DISTANZA_ALL, ['Nascosta']),
  ),
  near(
    'a comune of another province is ignored',
    { distanza: '10', distanzaProvincia: 'BS', distanzaComune: 'Bergamo' },
    not(DISTANZA_ALL, ['Nascosta']),
  ),
  near(
    'an unknown comune is ignored',
    { distanza: '10', distanzaProvincia: 'BG', distanzaComune: 'Bergamolandia' },
    not(DISTANZA_ALL, ['Nascosta']),
  ),

  {
    title: 'sheet word, beginning of a term',
    block: 'scheda',
    filters: { scheda_tecnica: 'heiden' },
    in: ['Heidi', 'Entrambi'],
    out: ['Fanny', 'Quinto'],
  },
  {
    title: 'sheet words, all of them, any case',
    block: 'scheda',
    filters: { scheda_tecnica: 'FANUC heidenhain' },
    in: ['Entrambi'],
    out: ['Heidi', 'Fanny', 'Quinto'],
  },
  {
    title: 'sheet word without its accent',
    block: 'scheda',
    filters: { scheda_tecnica: 'qualita' },
    in: ['Quinto'],
    out: ['Heidi', 'Fanny', 'Entrambi'],
  },
  {
    title: 'sheet word: the middle of a term is no match',
    block: 'scheda',
    filters: { scheda_tecnica: 'enhain' },
    in: [],
    out: ['Heidi', 'Fanny', 'Entrambi', 'Quinto'],
  },
];

/**
 * The alert filter set of a case (the JSON `filtri` / `filtri_profile` hold, every key in the stored order):
 * the case's filters, the block's area when the case names none, every other filter open.
 */
export function alertFiltersOf(c: FilterCase): string {
  const value = (key: string) => c.filters[key];
  const aree = value('aree_di_competenza');
  return JSON.stringify({
    aree_di_competenza: aree === undefined ? [BLOCK_AREA[c.block]] : [aree].flat(),
    luogoLavoro: value('luogoLavoro') ?? 'all',
    titoloStudio: Number(value('titoloStudio') ?? 0),
    esperienza: value('esperienza') ?? 'all',
    qualifica: value('qualifica') ?? 'all',
    categoriaProtetta: value('categoriaProtetta') ?? 'all',
    // The distance (issue 25), stored only with a radius.
    ...(value('distanza') === undefined
      ? {}
      : {
          distanza: Number(value('distanza')),
          distanzaProvincia: value('distanzaProvincia') ?? '',
          distanzaComune: value('distanzaComune') ?? '',
          distanzaMobili: value('distanzaMobili') === 'true',
        }),
  });
}
