import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { freeTextIssue, validateProfile } from '#catalog/profile-rules.ts';
import { parseScheda } from '#app/features/wizard/scheda.ts';
import {
  anagraficaSchema,
  informaticaSchema,
  lingueSchema,
  stepSchemas,
  titoloSchema,
} from '#app/features/wizard/schemas.ts';
import { SCHEDA_TECNICA } from '#catalog/scheda-tecnica/definition.ts';
import type { SchedaNode, SchedaTextField } from '#catalog/common.ts';
import {
  addRow,
  draftFromProfile,
  extraLabel,
  removeRow,
  toProfilePayload,
  toSearchParams,
  type RawValues,
  type StepValues,
} from '#app/features/wizard/steps.ts';

const RAW: Record<string, RawValues> = {
  anagrafica: {
    nome: 'Giulia',
    cognome: 'Rossi',
    nascita: '1990-05-17',
    email: 'Giulia.Rossi@Esempio.it',
    telefono: '3331234567',
    indirizzo: 'Via Roma 1',
    cittadinanza: 'IT',
    provincia: 'TO',
    citta: 'Moncalieri',
    cap: '10024',
    conoscenza_italiano: 'si',
    categorie_protette: 'no',
    incentivi_assunzione: 'no',
    mobilita: 'regione',
    trasferta: 'none',
    disponibilita_colloquio: 'on',
    conferma_veridicita: 'on',
    patente_bool: 'no',
    patente_text: 'B',
    automunito_bool: 'no',
  },
  stato: { occupazione: 'Occupato', esperienza: 'Nessuno' },
  titolo: {
    qualifica_professionale_enum: 'Nessuna',
    perito_enum: 'Meccanico',
    perito_text: 'rimasto da prima',
    tipo_laurea: 'none',
    ingegnere_enum: 'Civile',
    specializzazione_bool: 'no',
    specializzazione_text: 'da cancellare',
    certificazione_bool: 'si',
    certificazione_text: 'PES',
  },
  informatica: { conoscenze_informatiche: ['AutoCAD', 'Altro'], conoscenze_informatiche_text: 'Zucchetti' },
  lingue: {
    'lingue[0].lingua': 'Italiano',
    'lingue[0].livello': 'Madrelingua',
    'lingue[1].lingua': '',
    'lingue[1].livello': '',
    'lingue[2].lingua': 'Inglese',
    'lingue[2].livello': 'Base A1-A2',
  },
  mansioni: { aree_di_competenza: ['Saldatura'], qualifica: 'Operaio' },
  scheda: { 'saldatura.tipi': ['TIG'] },
  valori: {
    welfare: '1',
    sicurezza: '2',
    clima_aziendale: '3',
    sviluppo_carriera: '1',
    sistema_premiante: '2',
    formazione_continua: '3',
    brand_reputation: '1',
  },
  altre: {
    trattabile: 'si',
    mansioni_diverse: 'no',
    mansioni_preferite: 'Tornitore',
    ral_desiderata: 'over_50K',
    tipo_contratto: ['indeterminato', 'apl'],
    orari: 'full_time',
    'blacklisted_pivas[0].piva': '12345678903',
  },
};

function parseAll(raw: Record<string, RawValues>): StepValues {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(stepSchemas())) {
    const submission = parseWithZod(toSearchParams(raw[key]), { schema });
    if (submission.status !== 'success') throw new Error(`${key}: ${JSON.stringify(submission.error)}`);
    out[key] = submission.value;
  }
  out.scheda = parseScheda((name) => [raw.scheda[name] ?? []].flat()).sheet;
  return out as StepValues;
}

describe('payload transformation (spec 01 §7)', () => {
  const payload = toProfilePayload(parseAll(RAW));

  it('turns Si/No into booleans and blanks texts of No / not Altro', () => {
    expect(payload.conoscenza_italiano).toBe(true);
    expect(payload.patente_bool).toBe(false);
    expect(payload.patente_text).toBe('');
    expect(payload.specializzazione_text).toBe('');
    expect(payload.certificazione_text).toBe('PES');
    expect(payload.perito_text).toBe('');
    expect(payload.ingegnere_enum).toBe('Nessuno');
    expect(payload.email).toBe('giulia.rossi@esempio.it');
  });

  it('makes integer ratings, lingue and lists of objects; drops empty language rows', () => {
    expect(payload.welfare).toBe(1);
    expect(payload.clima_aziendale).toBe(3);
    expect(payload.lingue).toEqual([
      { lingua: 'Italiano', livello: 'Madrelingua' },
      { lingua: 'Inglese', livello: 'Base A1-A2' },
    ]);
    expect(payload.conoscenze_informatiche).toEqual([{ value: 'AutoCAD' }, { value: 'Altro' }]);
    expect(payload.mansioni_preferite).toEqual([{ value: 'Tornitore' }]);
    expect(payload.blacklisted_pivas).toEqual([{ piva: '12345678903' }]);
    expect(payload.orari).toEqual(['full_time']);
    expect((payload.scheda_tecnica as { saldatura: unknown }).saldatura).toEqual({
      tipi: ['TIG'],
      extra: '',
    });
  });

  it('produces a payload the shared profile rules accept, and the draft of a saved profile round-trips', () => {
    expect(validateProfile(payload)).toEqual([]);
    const stored = {
      ...payload,
      conoscenze_informatiche: [
        { id: 1, value: 'AutoCAD' },
        { id: 2, value: 'Altro' },
      ],
    };
    const again = toProfilePayload(parseAll(draftFromProfile(stored)));
    expect(again).toEqual(payload);
  });
});

describe('shared profile rules', () => {
  it('apply the free-text rule', () => {
    expect(freeTextIssue('scrivi a a@b.it')).toBe("Non puoi inserire l'email");
    expect(freeTextIssue('chiama 347 1234567')).toBe('Non puoi inserire un numero di telefono');
    expect(freeTextIssue('abito in Via Roma')).toBe('Non puoi inserire un indirizzo');
    expect(freeTextIssue('Corso regionale di programmazione CNC')).toBeNull();
    expect(freeTextIssue('Via Roma 1', { address: false })).toBeNull();
    expect(freeTextIssue('anni 2010-2015')).toBeNull();
    // Lower-case streets with a house number are addresses too; a training course with hours is not.
    expect(freeTextIssue('abito in via roma 1')).toBe('Non puoi inserire un indirizzo');
    expect(freeTextIssue('piazza san marco, 12 a Venezia')).toBe('Non puoi inserire un indirizzo');
    expect(freeTextIssue('corso di saldatura 40 ore')).toBeNull();
    expect(freeTextIssue('strada facendo ho imparato il tornio')).toBeNull();
  });

  it('refuse unknown keys, empty sheets and Italian not first', () => {
    const payload = toProfilePayload(parseAll(RAW));
    const paths = (p: unknown) => validateProfile(p).map((issue) => issue.path);
    expect(paths({ ...payload, visite_profilo: 10 })).toContain('visite_profilo');
    expect(paths({ ...payload, scheda_tecnica: {} })).toContain('scheda_tecnica');
    expect(paths({ ...payload, lingue: [{ lingua: 'Inglese', livello: 'Madrelingua' }] })).toContain(
      'lingue[0].lingua',
    );
    expect(paths({ ...payload, welfare: '3' })).toContain('welfare');
  });

  it('bound the lists (20 languages, 50 VAT numbers) and the keys of a language entry', () => {
    const payload = toProfilePayload(parseAll(RAW));
    const issues = (p: unknown) => validateProfile(p).map((issue) => `${issue.path}: ${issue.message}`);
    const italiano = { lingua: 'Italiano', livello: 'Madrelingua' };
    const inglese = { lingua: 'Inglese', livello: 'Base A1-A2' };
    const piva = { piva: '12345678903' };
    // At the maximum, distinct entries; a repeated one is refused (issue 24 item 4).
    const languages = Array.from({ length: 19 }, (_, i) => ({ ...inglese, lingua: `Lingua ${i}` }));
    expect(issues({ ...payload, lingue: [italiano, ...languages] })).toEqual([]);
    expect(issues({ ...payload, lingue: [italiano, inglese, inglese] })).toEqual([
      'lingue: Lo stesso elemento è indicato più di una volta',
    ]);
    expect(issues({ ...payload, lingue: [italiano, ...Array(4999).fill(inglese)] })).toEqual([
      'lingue: Puoi indicare al massimo 20 lingue',
    ]);
    const pivas = Array.from({ length: 50 }, (_, i) => ({ piva: String(12345678900 + i) }));
    expect(issues({ ...payload, blacklisted_pivas: pivas })).toEqual([]);
    expect(issues({ ...payload, blacklisted_pivas: [piva, piva] })).toEqual([
      'blacklisted_pivas: Lo stesso elemento è indicato più di una volta',
    ]);
    expect(issues({ ...payload, blacklisted_pivas: Array(20_000).fill(piva) })).toEqual([
      'blacklisted_pivas: Puoi indicare al massimo 50 P. IVA',
    ]);
    expect(issues({ ...payload, lingue: [{ ...italiano, ['k'.repeat(300_000)]: 1 }] })).toEqual([
      'lingue[0]: Campo non previsto',
    ]);
    expect(
      issues({
        ...payload,
        lingue: [JSON.parse('{"lingua":"Italiano","livello":"Madrelingua","__proto__":1}')],
      }),
    ).toEqual(['lingue[0]: Campo non previsto']);
  });
});

describe('each step rule once: the step schemas and validateProfile agree', () => {
  const payload = toProfilePayload(parseAll(RAW));
  const checks = {
    isNazione: (key: string) => ['IT', 'FR'].includes(key),
    isProvincia: (sigla: string) => ['TO', 'EN'].includes(sigla),
    isComune: (sigla: string, citta: string) =>
      (sigla === 'TO' && citta === 'Moncalieri') || (sigla === 'EN' && citta === 'Piazza Armerina'),
  };
  /** The messages of one field: from the step's form (raw strings) and from the whole payload. */
  const step = (key: keyof typeof RAW, raw: RawValues, path: string) => {
    const schemas = {
      anagrafica: anagraficaSchema(checks),
      titolo: titoloSchema,
      informatica: informaticaSchema,
    };
    const schema = schemas[key as keyof typeof schemas];
    const submission = parseWithZod(toSearchParams({ ...RAW[key], ...raw }), { schema });
    return submission.status === 'success' ? [] : (submission.error?.[path] ?? []);
  };
  const whole = (changes: Record<string, unknown>, path: string) =>
    validateProfile({ ...payload, ...changes }, checks)
      .filter((issue) => issue.path === path)
      .map((issue) => issue.message);

  it('a city outside its province is the placeholder: *Campo obbligatorio on both sides', () => {
    expect(step('anagrafica', { citta: 'Torino' }, 'citta')).toEqual(['*Campo obbligatorio']);
    expect(whole({ citta: 'Torino' }, 'citta')).toEqual(['*Campo obbligatorio']);
    expect(step('anagrafica', { provincia: 'XX' }, 'provincia')).toEqual(['Valore non valido']);
    expect(whole({ provincia: 'XX' }, 'provincia')).toEqual(['Valore non valido']);
  });

  it('an Italian municipality is no free text (Piazza Armerina); a place abroad is', () => {
    const armerina = { provincia: 'EN', citta: 'Piazza Armerina' };
    expect(step('anagrafica', armerina, 'citta')).toEqual([]);
    expect(whole(armerina, 'citta')).toEqual([]);
    const abroad = { cittadinanza: 'FR', provincia: 'Île-de-France', citta: 'Via Roma' };
    expect(step('anagrafica', abroad, 'citta')).toEqual(['Non puoi inserire un indirizzo']);
    expect(whole(abroad, 'citta')).toEqual(['Non puoi inserire un indirizzo']);
  });

  it('Si and Altro need their text, with the same message', () => {
    expect(step('anagrafica', { patente_bool: 'si', patente_text: '' }, 'patente_text')).toEqual([
      '*Campo obbligatorio se selezioni "Si"',
    ]);
    expect(whole({ patente_bool: true, patente_text: '' }, 'patente_text')).toEqual([
      '*Campo obbligatorio se selezioni "Si"',
    ]);
    expect(step('titolo', { perito_enum: 'Altro', perito_text: '' }, 'perito_text')).toEqual([
      '*Campo obbligatorio se selezioni "Altro"',
    ]);
    expect(whole({ perito_enum: 'Altro', perito_text: '' }, 'perito_text')).toEqual([
      '*Campo obbligatorio se selezioni "Altro"',
    ]);
    const noText = { conoscenze_informatiche_text: '' };
    expect(step('informatica', noText, 'conoscenze_informatiche_text')).toEqual([
      '*Campo obbligatorio se selezioni "Altro"',
    ]);
    expect(whole(noText, 'conoscenze_informatiche_text')).toEqual([
      '*Campo obbligatorio se selezioni "Altro"',
    ]);
  });

  it('no degree forces Nessuno; a degree needs its field of study', () => {
    expect(payload.ingegnere_enum).toBe('Nessuno');
    expect(whole({ ingegnere_enum: 'Civile' }, 'ingegnere_enum')).toEqual(['Valore non valido']);
    const laurea = { tipo_laurea: 'triennale', ingegnere_enum: '' };
    expect(step('titolo', laurea, 'ingegnere_enum')).toEqual(['*Campo obbligatorio']);
    expect(whole(laurea, 'ingegnere_enum')).toEqual(['*Campo obbligatorio']);
  });

  it('Italian is the first language: the form fixes it, the payload must carry it', () => {
    const parsed = lingueSchema.parse({ lingue: [{ lingua: 'Inglese', livello: 'Madrelingua' }] });
    expect(parsed.lingue[0]).toEqual({ lingua: 'Italiano', livello: 'Madrelingua' });
    expect(whole({ lingue: [{ lingua: 'Inglese', livello: 'Madrelingua' }] }, 'lingue[0].lingua')).toEqual([
      'Valore non valido',
    ]);
  });

  it('the lookup lists are the catalog: a value it lacks is refused on both sides', () => {
    expect(
      step('informatica', { conoscenze_informatiche: ['Inesistente'] }, 'conoscenze_informatiche'),
    ).toEqual(['Valore non valido']);
    expect(
      whole({ conoscenze_informatiche: [{ value: 'Inesistente' }] }, 'conoscenze_informatiche'),
    ).toContain('Valore non valido');
    expect(whole({ aree_di_competenza: [{ value: 'Inesistente' }] }, 'aree_di_competenza')).toContain(
      'Valore non valido',
    );
    expect(whole({ mansioni_preferite: [{ value: 'Inesistente' }] }, 'mansioni_preferite')).toContain(
      'Valore non valido',
    );
  });
});

describe('repeating rows', () => {
  it('add and remove rows, renumbering the following ones', () => {
    const raw = addRow({ 'lingue[0].lingua': 'Italiano', 'lingue[1].lingua': 'Inglese' }, 'lingue', 'lingua');
    expect(raw['lingue[2].lingua']).toBe('');
    expect(removeRow({ ...raw, 'lingue[2].lingua': 'Tedesco' }, 'lingue', 1)).toEqual({
      'lingue[0].lingua': 'Italiano',
      'lingue[1].lingua': 'Tedesco',
    });
  });
});

describe('technical-sheet extras', () => {
  const extras = (nodes: ReadonlyArray<SchedaNode>, prefix = ''): Array<[string, SchedaTextField]> =>
    nodes.flatMap((node): Array<[string, SchedaTextField]> => {
      const path = prefix ? `${prefix}.${node.key}` : node.key;
      if (node.kind === 'group') return extras(node.fields, path);
      return node.kind === 'text' ? [[path, node]] : [];
    });

  it('are labelled with their own label, never with the option that triggers them', () => {
    const labels = Object.fromEntries(
      extras(SCHEDA_TECNICA).map(([path, field]) => [path, extraLabel(field, 'Altro (specifica)')]),
    );
    expect(labels['disegno_meccanico.extra']).toBe('Altro (specifica)');
    expect(labels['disegno_tecnico.extra']).toBe('Specificare');
    for (const [path, field] of extras(SCHEDA_TECNICA)) {
      expect(labels[path], path).not.toBe(field.requiredIf);
    }
  });
});
