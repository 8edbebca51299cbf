import { describe, expect, it } from 'vitest';
import {
  AGENCY_ATECO_CODES,
  AREE_DI_COMPETENZA,
  CONOSCENZE_INFORMATICHE,
  INGEGNERE_ENUM,
  MANSIONI,
  NAZIONI,
  PRODUCTS,
  PRODUCT_NAMES,
  PROVINCE,
  PROVINCE_OPTIONS,
  RAL_DESIDERATA,
  REGIONI,
  SCHEDA_TECNICA,
  comuniByProvincia,
  emptySchedaTecnica,
  isAgencyAteco,
  isProvinciaSigla,
  isSchedaTecnicaEmpty,
  normalizeSchedaTecnica,
  optionLabel,
  regioneOfProvincia,
  schedaTecnicaFromForm,
  schedaTecnicaWords,
  sortLookupValues,
  titoloStudioLevel,
  validateSchedaTecnica,
  type SchedaNode,
} from '.';

const ALTRO_REQUIRED = '*Campo obbligatorio se selezioni "Altro"';

describe('isAgencyAteco', () => {
  it.each([
    '7810',
    '78.10',
    '78.10.00',
    '781000',
    '7820',
    '78.20',
    '78.20.00',
    '782000',
    '7830',
    '78.30',
    '78.30.00',
    '783000',
  ])('accepts %s', (code) => expect(isAgencyAteco(code)).toBe(true));

  it('ignores surrounding and inner spaces', () => {
    expect(isAgencyAteco('  78.10.00 ')).toBe(true);
    expect(isAgencyAteco('78. 20')).toBe(true);
  });

  it.each(['', '78', '7840', '78.40.00', '7811', '78.10.01', '28.10.00', '62.01.00', '78100', 'abc'])(
    'rejects %s',
    (code) => expect(isAgencyAteco(code)).toBe(false),
  );

  it('lists the canonical agency codes', () => {
    expect(AGENCY_ATECO_CODES.every(isAgencyAteco)).toBe(true);
  });
});

describe('lookups', () => {
  it("keeps 'Altro' last among the computer skills, also after sorting", () => {
    expect(CONOSCENZE_INFORMATICHE[CONOSCENZE_INFORMATICHE.length - 1]).toBe('Altro');
    const sorted = sortLookupValues(CONOSCENZE_INFORMATICHE);
    expect(sorted[sorted.length - 1]).toBe('Altro');
    expect(sorted[0]).toBe('AutoCAD');
  });

  it('has realistic sizes and no duplicates', () => {
    for (const list of [CONOSCENZE_INFORMATICHE, AREE_DI_COMPETENZA, MANSIONI]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(CONOSCENZE_INFORMATICHE.length).toBeGreaterThanOrEqual(20);
    expect(AREE_DI_COMPETENZA.length).toBeGreaterThanOrEqual(25);
    expect(MANSIONI.length).toBeGreaterThanOrEqual(40);
  });
});

describe('candidate and company enumerations', () => {
  it('has the 14 engineering fields and the salary labels', () => {
    expect(INGEGNERE_ENUM).toHaveLength(14);
    expect(optionLabel(RAL_DESIDERATA, 'between_40K_50K')).toBe('41.000 - 50.000 €');
  });

  it('prices products in euro cents, null when free', () => {
    expect(PRODUCTS.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 5, 6, 7]);
    expect(new Set(PRODUCTS.map((product) => product.codice)).size).toBe(PRODUCTS.length);
    expect(PRODUCTS[0]).toMatchObject({ nome: 'Card Crediti', prezzo: 290000 });
    expect(PRODUCTS.filter((product) => product.prezzo === null).map((p) => p.codice)).toEqual([
      'alert_database',
      'promuovi_ricerca',
    ]);
    expect(PRODUCTS.filter((product) => product.destinatari === 'agenzie').map((p) => p.codice)).toEqual([
      'apl_card',
    ]);
  });

  it('keeps the shared product-name list with a blank first entry', () => {
    expect(PRODUCT_NAMES[0]).toBe('');
    expect(PRODUCT_NAMES).toHaveLength(9);
  });
});

describe('geography', () => {
  it('lists the current provinces plus Sud Sardegna and the other Sardinian ones', () => {
    const sigle = PROVINCE.map((provincia) => provincia.sigla);
    expect(new Set(sigle).size).toBe(sigle.length);
    // 107 provinces of the 2016-2024 list (with SU) + CI, VS, OG, OT = 111.
    expect(PROVINCE).toHaveLength(111);
    for (const sigla of ['SU', 'CI', 'VS', 'OG', 'OT', 'CA', 'SS', 'NU', 'OR']) {
      expect(isProvinciaSigla(sigla)).toBe(true);
      expect(regioneOfProvincia(sigla)).toBe('Sardegna');
    }
    expect(PROVINCE.find((provincia) => provincia.sigla === 'SU')?.nome).toBe('Sud Sardegna');
  });

  it('keeps the browser-safe province options equal to the ISTAT list', () => {
    expect(PROVINCE_OPTIONS).toEqual(PROVINCE.map((p) => ({ value: p.sigla, label: p.nome })));
  });

  it('sorts provinces by name and knows their regions', () => {
    const nomi = PROVINCE.map((provincia) => provincia.nome);
    expect(nomi).toEqual([...nomi].sort((a, b) => a.localeCompare(b, 'it')));
    expect(REGIONI).toHaveLength(20);
    expect(regioneOfProvincia('MI')).toBe('Lombardia');
    expect(regioneOfProvincia('TO')).toBe('Piemonte');
    expect(regioneOfProvincia('XX')).toBeUndefined();
    expect(isProvinciaSigla('mi')).toBe(false);
    expect(isProvinciaSigla('toString')).toBe(false);
  });

  it('lists the municipalities of a province, sorted, once each', () => {
    const milano = comuniByProvincia('MI');
    expect(milano).toContainEqual({ key: '015146', value: 'Milano' });
    expect(new Set(milano.map((comune) => comune.key)).size).toBe(milano.length);
    const values = milano.map((comune) => comune.value);
    expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b, 'it')));
    expect(comuniByProvincia('TO').map((comune) => comune.value)).toContain('Torino');
    expect(comuniByProvincia('SU').map((comune) => comune.value)).toEqual(
      expect.arrayContaining(['Carbonia', 'Iglesias', 'Villacidro', 'Sanluri']),
    );
    expect(comuniByProvincia('XX')).toEqual([]);
  });

  it('lists countries with Italia first', () => {
    expect(NAZIONI[0]).toEqual({ key: 'IT', value: 'Italia' });
    expect(NAZIONI.length).toBeGreaterThan(240);
    expect(NAZIONI).toContainEqual({ key: 'DE', value: 'Germania' });
    expect(NAZIONI.filter((nazione) => nazione.key === 'IT')).toHaveLength(1);
  });
});

function collectNodes(nodes: ReadonlyArray<SchedaNode>, out: SchedaNode[][] = [], parent: SchedaNode[] = []) {
  for (const node of nodes) {
    out.push([...parent, node]);
    if (node.kind === 'group') collectNodes(node.fields, out, [...parent, node]);
  }
  return out;
}

describe('scheda tecnica definition', () => {
  it('has the keys of the spec in order', () => {
    expect(SCHEDA_TECNICA.map((node) => node.key)).toEqual([
      'macchine_utensili',
      'rettifica',
      'saldatura',
      'trattamenti_galvanici',
      'stampaggio',
      'assemblaggio',
      'montaggio',
      'linguaggi_programmazione_plc',
      'sistema_cnc',
      'ingegneria',
      'linguaggi_programmazione',
      'linguaggi_progettazione',
      'sistemi_operativi',
      'software_produttivita',
      'navigazione_internet',
      'strumenti_comunicazione',
      'gestione_database',
      'grafica_multimedia',
      'sviluppo_web',
      'analisi_dati',
      'sicurezza_informatica',
      'intelligenza_artificiale',
      'sistemi_meccatronici',
      'altri_macchinari_industriali',
      'strumenti_precisione',
      'apparecchiature_produzione_lcd_semi',
      'robot_industriali',
      'dispositivi_elettronici',
      'impianti_elettrici',
      'autotrasporto',
      'cantieristica_navale',
      'meccatronica_officina',
      'verniciatura',
      'disegno_meccanico',
      'disegno_tecnico',
    ]);
  });

  it('offers Altro exactly where an extra text can describe it', () => {
    for (const path of collectNodes(SCHEDA_TECNICA)) {
      const node = path[path.length - 1];
      if (node.kind === 'group') {
        expect(new Set(node.fields.map((field) => field.key)).size).toBe(node.fields.length);
        const extra = node.fields.find((field) => field.kind === 'text');
        if (extra && extra.kind === 'text') {
          const options = collectNodes(node.fields).flatMap((p) => {
            const n = p[p.length - 1];
            return n.kind === 'multi' || n.kind === 'single' ? n.options : [];
          });
          expect(options, node.key).toContain(extra.requiredIf);
        }
      }
      if (
        (node.kind === 'multi' || node.kind === 'single') &&
        node.options.some((o) => o.toLowerCase() === 'altro')
      ) {
        const owner = [...path]
          .reverse()
          .find((n) => n.kind === 'group' && n.fields.some((f) => f.kind === 'text'));
        expect(owner, node.key).toBeDefined();
        expect(node.options[node.options.length - 1].toLowerCase(), node.key).toBe('altro');
      }
      if (node.kind === 'multi' || node.kind === 'single') {
        expect(new Set(node.options).size, node.key).toBe(node.options.length);
      }
    }
  });

  it('uses the real industrial vocabulary', () => {
    const sheet = normalizeSchedaTecnica({});
    expect(sheet.disegno_tecnico.tipo).toBe('');
    const find = (key: string) => SCHEDA_TECNICA.find((node) => node.key === key);
    const cnc = find('sistema_cnc');
    expect(cnc?.kind === 'group' && cnc.fields[0].kind === 'multi' && cnc.fields[0].options).toEqual(
      expect.arrayContaining([
        'Fanuc',
        'Siemens Sinumerik',
        'Heidenhain',
        'Mazatrol',
        'Fagor',
        'Selca',
        'Osai',
      ]),
    );
    const plc = find('linguaggi_programmazione_plc');
    expect(plc?.kind === 'multi' && plc.options.join(' ')).toMatch(/Ladder.*FBD.*ST.*IL.*SFC/);
  });
});

describe('scheda tecnica helpers', () => {
  it('starts empty', () => {
    const sheet = emptySchedaTecnica();
    expect(isSchedaTecnicaEmpty(sheet)).toBe(true);
    expect(validateSchedaTecnica(sheet)).toEqual([]);
    expect(schedaTecnicaWords(sheet)).toEqual([]);
    expect(sheet.macchine_utensili.torni.nr_assi_torni).toEqual([]);
    expect(sheet.autotrasporto.tipo_veicoli.tipo_veicoli).toEqual({ tipo: [], extra: '' });
  });

  it('treats missing, null and partial sheets as empty, and extras alone as empty', () => {
    expect(isSchedaTecnicaEmpty(undefined)).toBe(true);
    expect(isSchedaTecnicaEmpty(null)).toBe(true);
    expect(isSchedaTecnicaEmpty({ saldatura: { extra: 'qualcosa' } })).toBe(true);
    expect(isSchedaTecnicaEmpty({ saldatura: { tipi: ['Inventata'] } })).toBe(true);
    expect(isSchedaTecnicaEmpty({ saldatura: { tipi: ['TIG'] } })).toBe(false);
    expect(isSchedaTecnicaEmpty({ macchine_utensili: { torni: { nr_assi_torni: ['2 assi'] } } })).toBe(false);
    expect(isSchedaTecnicaEmpty({ disegno_tecnico: { tipo: 'No' } })).toBe(false);
  });

  it('requires the extra when Altro is ticked', () => {
    const sheet = emptySchedaTecnica();
    sheet.saldatura.tipi = ['TIG', 'Altro'];
    sheet.macchine_utensili.torni.torni = ['Altro'];
    sheet.navigazione_internet.browser.tipo = ['Altro'];
    sheet.autotrasporto.tipo_veicoli.tipo_veicoli.tipo = ['Altro'];
    sheet.disegno_meccanico.tipo = ['altro'];
    expect(validateSchedaTecnica(sheet)).toEqual([
      { path: 'macchine_utensili.extra', message: ALTRO_REQUIRED },
      { path: 'saldatura.extra', message: ALTRO_REQUIRED },
      { path: 'navigazione_internet.browser.extra', message: ALTRO_REQUIRED },
      { path: 'autotrasporto.tipo_veicoli.tipo_veicoli.extra', message: ALTRO_REQUIRED },
      { path: 'disegno_meccanico.extra', message: ALTRO_REQUIRED },
    ]);
    sheet.saldatura.extra = '   ';
    expect(validateSchedaTecnica(sheet).map((issue) => issue.path)).toContain('saldatura.extra');
    sheet.saldatura.extra = 'Saldatura a frizione';
    expect(validateSchedaTecnica(sheet).map((issue) => issue.path)).not.toContain('saldatura.extra');
  });

  it('requires the disegno_tecnico extra only when the answer is Si', () => {
    expect(validateSchedaTecnica({ disegno_tecnico: { tipo: 'No', extra: '' } })).toEqual([]);
    expect(validateSchedaTecnica({ disegno_tecnico: { tipo: 'Si', extra: '' } })).toEqual([
      { path: 'disegno_tecnico.extra', message: '*Campo obbligatorio se selezioni "Si"' },
    ]);
    expect(validateSchedaTecnica({ disegno_tecnico: { tipo: 'Si', extra: 'Tavole ISO' } })).toEqual([]);
  });

  it('rejects unknown keys, unknown options and wrong types', () => {
    expect(
      validateSchedaTecnica({
        pippo: [],
        saldatura: { tipi: ['TIG', 'Saldatura a stagno'], colore: 'rosso' },
        rettifica: 'Rettifica in tondo esterna',
        disegno_tecnico: { tipo: 'Forse' },
        sistema_cnc: { sistemi: ['Fanuc'], extra: 42 },
      }),
    ).toEqual([
      { path: 'pippo', message: 'Campo non previsto' },
      { path: 'rettifica', message: 'Valore non valido' },
      { path: 'saldatura.colore', message: 'Campo non previsto' },
      { path: 'saldatura.tipi', message: 'Opzione non valida: "Saldatura a stagno"' },
      { path: 'sistema_cnc.extra', message: 'Valore non valido' },
      { path: 'disegno_tecnico.tipo', message: 'Opzione non valida: "Forse"' },
    ]);
    expect(validateSchedaTecnica([])).toEqual([{ path: '', message: 'Valore non valido' }]);
    expect(validateSchedaTecnica(null)).toEqual([]);
  });

  it('collects ticked values and extras as lower-case search words', () => {
    const sheet = emptySchedaTecnica();
    sheet.sistema_cnc.sistemi = ['Fanuc', 'Altro'];
    sheet.sistema_cnc.extra = ' Siemens 840D ';
    sheet.robot_industriali = ['Fanuc', 'KUKA'];
    sheet.disegno_tecnico.tipo = 'Si';
    expect(schedaTecnicaWords(sheet)).toEqual(['fanuc', 'altro', 'siemens 840d', 'kuka', 'si']);
  });

  it('normalizes a form post into a complete sheet', () => {
    const form: Record<string, string[]> = {
      'saldatura.tipi': ['TIG', 'MIG', 'Inventata'],
      'saldatura.extra': [' '],
      'macchine_utensili.torni.nr_assi_torni': ['3 assi (asse C)'],
      'disegno_tecnico.tipo': ['Si'],
      'disegno_tecnico.extra': ['Quotatura e tolleranze'],
      rettifica: ['Affilatura utensili'],
    };
    const sheet = schedaTecnicaFromForm((name) => form[name] ?? []);
    expect(sheet.saldatura).toEqual({ tipi: ['MIG', 'TIG'], extra: '' });
    expect(sheet.macchine_utensili.torni.nr_assi_torni).toEqual(['3 assi (asse C)']);
    expect(sheet.disegno_tecnico).toEqual({ tipo: 'Si', extra: 'Quotatura e tolleranze' });
    expect(sheet.rettifica).toEqual(['Affilatura utensili']);
    expect(validateSchedaTecnica(sheet)).toEqual([]);
    expect(Object.keys(sheet)).toEqual(Object.keys(emptySchedaTecnica()));
  });
});

describe('titoloStudioLevel', () => {
  it.each([
    [{}, 0],
    [{ qualifica_professionale_enum: 'Nessuna', perito_enum: 'Nessuno', tipo_laurea: 'none' }, 0],
    [{ qualifica_professionale_enum: 'Meccanica', perito_enum: 'Nessuno', tipo_laurea: 'none' }, 1],
    [{ qualifica_professionale_enum: 'Altro', perito_enum: null, tipo_laurea: null }, 1],
    [{ qualifica_professionale_enum: 'Nessuna', perito_enum: 'Elettronico', tipo_laurea: 'none' }, 2],
    [{ qualifica_professionale_enum: 'Meccanica', perito_enum: 'Altro', tipo_laurea: 'none' }, 2],
    [{ perito_enum: 'Meccanico', tipo_laurea: 'short' }, 3],
    [{ perito_enum: 'Nessuno', tipo_laurea: 'long' }, 4],
    [{ perito_enum: 'Sconosciuto', qualifica_professionale_enum: '' }, 0],
  ])('%o is level %i', (profile, level) => {
    expect(titoloStudioLevel(profile)).toBe(level);
  });
});
