import { describe, expect, it } from 'vitest';
import { formatDateIt } from '#app/lib/date-it.ts';
import {
  DEFAULT_ALERT_FILTERS,
  DEFAULT_FILTERS,
  checkAlertFilters,
  formToQuery,
  parseAlertFilters,
  parseAlertForm,
  parseFilters,
  searchFiltersOfAlert,
  serializeAlertFilters,
  serializeFilters,
  sheetWords,
  withPage,
} from '#catalog/search-filters.ts';
import { etaSogliaNascita, titoloStudioLevel, TITOLO_STUDIO_LADDER } from '#catalog/filters.ts';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('defaults give an empty query, and an empty query gives the defaults', () => {
    expect(serializeFilters(DEFAULT_FILTERS)).toBe('');
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('drop defaults and empty values, keep the rest (round trip)', () => {
    const query =
      'bucket=disponibilita&eta=under35&titoloStudio=0&esperienza=all&residenza=&provincia=mi' +
      '&aree_di_competenza=Saldatura&aree_di_competenza=Robotica&scheda_tecnica=+fanuc+&page=1';
    const filters = parse(query);
    expect(filters).toMatchObject({
      eta: 'under35',
      provincia: 'MI',
      aree_di_competenza: ['Saldatura', 'Robotica'],
      scheda_tecnica: 'fanuc',
    });
    const serialized = serializeFilters(filters);
    expect(serialized).toBe(
      'eta=under35&provincia=MI&aree_di_competenza=Saldatura&aree_di_competenza=Robotica&scheda_tecnica=fanuc',
    );
    expect(parse(serialized)).toEqual(filters);
  });

  it('ignore unknown or malformed values instead of failing', () => {
    const filters = parse(
      'bucket=tutti&eta=old&titoloStudio=9&esperienza=molta&luogoLavoro=Milano&qualifica=Capo' +
        '&incentivi=forse&aree_di_competenza=Inesistente&page=-3',
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('keep valid single choices and levels', () => {
    const filters = parse(
      'bucket=altri&titoloStudio=3&esperienza=Superiore+ai+10+anni&luogoLavoro=to&mobilita=italia&categoriaProtetta=si&automunito=no&page=4',
    );
    expect(filters).toMatchObject({
      bucket: 'altri',
      titoloStudio: 3,
      esperienza: 'Superiore ai 10 anni',
      luogoLavoro: 'TO',
      mobilita: 'italia',
      categoriaProtetta: 'si',
      automunito: 'no',
      page: 4,
    });
  });

  it('a filter change goes back to page 1; pages are links', () => {
    expect(formToQuery(new URLSearchParams('bucket=altri&page=3'))).toBe('bucket=altri');
    expect(withPage(parse('bucket=altri'), 2)).toBe('bucket=altri&page=2');
    expect(withPage(parse('bucket=altri&page=2'), 1)).toBe('bucket=altri');
  });
});

describe('one contract for the panel, Strapi and the alerts', () => {
  it('reads a Koa query object (arrays, qs index objects) like the URL the Remix server sends', () => {
    const url =
      'page=2&eta=over35&titoloStudio=2&luogoLavoro=MI&aree_di_competenza=Saldatura&aree_di_competenza=Robotica';
    const fromUrl = parse(url);
    const fromKoa = parseFilters({
      page: '2',
      eta: 'over35',
      titoloStudio: ['2'],
      luogoLavoro: 'MI',
      aree_di_competenza: { 0: 'Saldatura', 1: 'Robotica' },
    });
    expect(fromKoa).toEqual(fromUrl);
    expect(fromUrl.page).toBe(2);
  });

  it('round trip URL → filters → URL for every field', () => {
    const query =
      'bucket=altri&eta=under35&titoloStudio=4&esperienza=Superiore+ai+10+anni&luogoLavoro=TO&residenza=Torino' +
      '&occupazione=Occupato&mobilita=italia&qualifica=Operaio&incentivi=si&categoriaProtetta=no&automunito=si' +
      '&aree_di_competenza=Saldatura&conoscenze_informatiche=AutoCAD&scheda_tecnica=fanuc&page=3';
    const filters = parse(query);
    expect(serializeFilters(filters)).toBe(query);
    expect(parse(serializeFilters(filters))).toEqual(filters);
  });

  it('ignores prototype keys and non-string values', () => {
    const hostile = JSON.parse(
      '{"__proto__":{"eta":"under35"},"eta":{"a":1},"page":["x"],"titoloStudio":[3]}',
    );
    expect(parseFilters(hostile)).toEqual(DEFAULT_FILTERS);
  });

  it('the sheet words are folded like the index terms, ten at most', () => {
    expect(sheetWords(parse('scheda_tecnica=Fanùc,+SIEMENS+e+fanuc'))).toEqual(['fanuc', 'siemens']);
    const many = Array.from({ length: 15 }, (_, i) => `w${i}`).join(' ');
    expect(sheetWords({ ...DEFAULT_FILTERS, scheda_tecnica: many })).toHaveLength(10);
  });

  it('an alert and the panel with the same choices give the same Strapi query', () => {
    const alert = {
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza: ['Saldatura'],
      luogoLavoro: 'BS',
      titoloStudio: 2 as const,
    };
    const panel = formToQuery(
      new URLSearchParams(
        'aree_di_competenza=Saldatura&luogoLavoro=BS&titoloStudio=2&categoriaProtetta=si&eta=all',
      ),
    );
    expect(serializeFilters(searchFiltersOfAlert(alert))).toBe(panel);
    expect(parseAlertForm(new URLSearchParams(panel))).toEqual(alert);
  });

  it('stores an alert as JSON and reads it back', () => {
    const alert = {
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza: ['Saldatura', 'Robotica'],
      esperienza: 'Superiore ai 10 anni',
    };
    const json = serializeAlertFilters(alert);
    // Without a radius the distance's keys are not stored (alerts saved before issue 25 read the same).
    const { distanza, distanzaProvincia, distanzaComune, distanzaMobili, ...stored } = alert;
    expect([distanza, distanzaProvincia, distanzaComune, distanzaMobili]).toEqual([0, '', '', false]);
    expect(JSON.parse(json)).toEqual(stored);
    expect(parseAlertFilters(json)).toEqual(alert);
    expect(checkAlertFilters(json)).toEqual({ ok: true, value: alert });
  });

  it('stores an alert with a distance (issue 25) and reads it back', () => {
    const alert = {
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza: ['Saldatura'],
      distanza: 30 as const,
      distanzaProvincia: 'BG',
      distanzaComune: 'Bergamo',
      distanzaMobili: true,
    };
    const json = serializeAlertFilters(alert);
    expect(JSON.parse(json)).toEqual(alert);
    expect(checkAlertFilters(json)).toEqual({ ok: true, value: alert });
    for (const bad of [
      { distanza: 25 },
      { distanza: '30' },
      { distanza: 30, distanzaProvincia: 'XX' },
      { distanza: 30, distanzaMobili: 'si' },
    ]) {
      const check = checkAlertFilters(JSON.stringify({ aree_di_competenza: ['Saldatura'], ...bad }));
      expect(check, JSON.stringify(bad)).toEqual({ ok: false, code: 'alert_filters_invalid' });
    }
  });

  it('refuses a malformed alert or one without competence areas', () => {
    expect(checkAlertFilters(JSON.stringify({ ...DEFAULT_ALERT_FILTERS }))).toEqual({
      ok: false,
      code: 'alert_areas_required',
    });
    for (const bad of [
      'not json',
      '[]',
      'null',
      42,
      JSON.stringify({ aree_di_competenza: ['Inesistente'] }),
      JSON.stringify({ aree_di_competenza: ['Saldatura'], eta: 'under35' }),
      JSON.stringify({ aree_di_competenza: ['Saldatura'], titoloStudio: 9 }),
      JSON.stringify({ aree_di_competenza: ['Saldatura'], luogoLavoro: 'XX' }),
      JSON.stringify({ aree_di_competenza: 'Saldatura' }),
      '{"__proto__":{"x":1},"aree_di_competenza":["Saldatura"]}',
    ]) {
      expect(checkAlertFilters(bad)).toEqual({ ok: false, code: 'alert_filters_invalid' });
    }
    expect(parseAlertFilters(null)).toBeNull();
  });
});

describe('rules the search reads from the catalog', () => {
  it('the age threshold is the Italian date minus 35 years (29 February falls back to the 28th)', () => {
    expect(etaSogliaNascita('2026-11-23')).toBe('1991-11-23');
    expect(etaSogliaNascita('2028-02-29')).toBe('1993-02-28');
    expect(etaSogliaNascita('2024-02-29')).toBe('1989-02-28');
  });

  it('the education ladder gives each rung its level', () => {
    for (const rung of TITOLO_STUDIO_LADDER) {
      expect(titoloStudioLevel({ [rung.field]: rung.values[0] })).toBe(rung.level);
    }
    expect(titoloStudioLevel({ perito_enum: 'Nessuno', qualifica_professionale_enum: 'Nessuna' })).toBe(0);
  });
});

describe('formatDateIt', () => {
  it('shows DD/MM/YYYY, date-times in Italian time', () => {
    expect(formatDateIt('2026-03-09')).toBe('09/03/2026');
    expect(formatDateIt('2026-03-08T23:30:00.000Z')).toBe('09/03/2026');
    expect(formatDateIt(null)).toBe('');
    expect(formatDateIt('nonsense')).toBe('');
  });
});
