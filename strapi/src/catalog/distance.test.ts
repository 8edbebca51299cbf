// Commuting distance (issue 25): the comune coordinates lookup and the great-circle distance, the chord test the
// search's SQL uses, and the filter's URL round trip.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  boundingBox,
  chordSquaredOfKm,
  comunePoint,
  distanceRadiusInvalid,
  greatCircleKm,
  jobPostPoint,
  parseFilters,
  placeNamesWithin,
  placePoint,
  provincesInBox,
  provincesWithin,
  serializeFilters,
  unitVector,
} from '.';

// References: geodesic distances on the WGS84 ellipsoid (Vincenty's formula, computed apart from this code) between
// the ISTAT points of the data package: Milano 45.466647, 9.1906475; Bergamo 45.6947848, 9.667711; Brescia
// 45.5399355, 10.219113. The sphere may differ from the ellipsoid by a few hundred metres at these lengths.
const VINCENTY_MI_BG = 45.047;
const VINCENTY_BG_BS = 46.323;

describe('comune coordinates', () => {
  it('finds a comune by name and province, folding case, accents and spacing', () => {
    expect(comunePoint('Bergamo', 'BG')).toMatchObject({ nome: 'Bergamo', sigla: 'BG', lat: 45.6947848 });
    expect(comunePoint('  bergamo ', 'bg')?.nome).toBe('Bergamo');
    expect(comunePoint('Cantù', 'CO')?.nome).toBe('Cantù');
    expect(comunePoint('CANTU', 'CO')?.nome).toBe('Cantù');
    expect(comunePoint('ala dei sardi', 'OT')?.nome).toBe('Alà dei Sardi');
  });

  it('reads apostrophes of either kind, with or without spaces', () => {
    const palazzolo = comunePoint("Palazzolo sull'Oglio", 'BS');
    expect(palazzolo?.nome).toBe("Palazzolo sull'Oglio");
    expect(comunePoint('Palazzolo sull’Oglio', 'BS')).toEqual(palazzolo);
    expect(comunePoint("Palazzolo sull' Oglio", 'BS')).toEqual(palazzolo);
    const reggio = comunePoint("Reggio nell'Emilia", 'RE');
    expect(reggio).toMatchObject({ nome: "Reggio nell'Emilia", lat: 44.6971946, lon: 10.6303573 });
    expect(comunePoint('Reggio nell’Emilia', 're')).toEqual(reggio);
  });

  it('gives one point to a comune with several CAPs', () => {
    // Milano has a CAP per district (20121 … 20162): one row each in the data, the same point.
    expect(comunePoint('Milano', 'MI')).toEqual({
      nome: 'Milano',
      sigla: 'MI',
      lat: 45.466647,
      lon: 9.1906475,
    });
  });

  it('knows the alternative name of a bilingual comune', () => {
    expect(comunePoint('Bozen', 'BZ')).toEqual(comunePoint('Bolzano', 'BZ'));
    expect(comunePoint('Bolzano', 'BZ')).not.toBeNull();
  });

  it('has no point for a comune of another province, an unknown name, an empty field or a place abroad', () => {
    expect(comunePoint('Bergamo', 'BS')).toBeNull();
    expect(comunePoint('Reggio Emilia ovest', 'RE')).toBeNull();
    expect(comunePoint('', 'MI')).toBeNull();
    expect(comunePoint('Milano', '')).toBeNull();
    expect(comunePoint(null, 'MI')).toBeNull();
    expect(placePoint({ provincia: 'Ticino', citta: 'Lugano' })).toBeNull();
    expect(placePoint({ provincia: 'MI', citta: 'Milano' })?.nome).toBe('Milano');
  });

  it('finds the comuni of Sud Sardegna under SU too', () => {
    expect(comunePoint('Carbonia', 'SU')).toEqual(comunePoint('Carbonia', 'CI'));
    expect(comunePoint('Carbonia', 'SU')).not.toBeNull();
  });
});

describe('great-circle distance', () => {
  const mi = comunePoint('Milano', 'MI')!;
  const bg = comunePoint('Bergamo', 'BG')!;
  const bs = comunePoint('Brescia', 'BS')!;

  it('is within 1 km of the geodesic reference', () => {
    expect(Math.abs(greatCircleKm(mi, bg) - VINCENTY_MI_BG)).toBeLessThan(1);
    expect(Math.abs(greatCircleKm(bg, bs) - VINCENTY_BG_BS)).toBeLessThan(1);
    expect(greatCircleKm(bg, mi)).toBeCloseTo(greatCircleKm(mi, bg), 9);
    expect(greatCircleKm(bg, bg)).toBe(0);
  });

  it('agrees with the chord test the search uses, on both sides of the radius', () => {
    const v = unitVector(bg);
    const chord2 = (p: { lat: number; lon: number }) => {
      const w = unitVector(p);
      return (w.x - v.x) ** 2 + (w.y - v.y) ** 2 + (w.z - v.z) ** 2;
    };
    const d = greatCircleKm(mi, bg);
    expect(chord2(mi)).toBeLessThanOrEqual(chordSquaredOfKm(d + 0.01));
    expect(chord2(mi)).toBeGreaterThan(chordSquaredOfKm(d - 0.01));
  });

  it('lists the provinces reaching into a circle', () => {
    // Milano, 30 km: its own province and the neighbours that reach into the circle (none of Novara's comuni does).
    expect(provincesWithin(mi, 30)).toEqual(['BG', 'CO', 'CR', 'LC', 'LO', 'MB', 'MI', 'PV', 'VA']);
    expect(provincesWithin(mi, 1)).toEqual(['MI']);
  });

  it("lists the provinces of the circle's box, a superset of the circle's, for the search's count by province", () => {
    // The box's corners reach further than the circle: at 50 km round Milano, Alessandria's comuni are in the box
    // and none in the circle.
    for (const km of [1, 10, 30, 50, 100]) {
      const box = provincesInBox(mi, km);
      expect(box).toEqual(expect.arrayContaining(provincesWithin(mi, km)));
      expect(box).toEqual([...box].sort());
    }
    expect(provincesWithin(mi, 50)).not.toContain('AL');
    expect(provincesInBox(mi, 50)).toContain('AL');
    expect(provincesInBox(mi, 30)).not.toContain('BS');
    // A comune of Sud Sardegna's former provinces is found under SU too.
    const cagliari = comunePoint('Cagliari', 'CA')!;
    expect(provincesInBox(cagliari, 1)).toEqual(expect.arrayContaining(['CA', 'SU']));
  });

  it('names the comuni of a circle as a profile may write them, for the search fallback (issue 29)', () => {
    const pairs = placeNamesWithin(mi, 30).map(([sigla, name]) => `${sigla}|${name}`);
    // Monza 15 km, Fenegrò (CO) under its folded and its official name; Bergamo (45 km) is outside.
    expect(pairs).toEqual(expect.arrayContaining(['MI|milano', 'MB|monza', 'CO|fenegro', 'CO|fenegrò']));
    expect(pairs).not.toContain('BG|bergamo');
    // Every pair names a comune whose point is within the radius, and the provinces are those reaching into it.
    for (const [sigla, name] of placeNamesWithin(mi, 30)) {
      const point = comunePoint(name, sigla);
      expect(point && greatCircleKm(mi, point) <= 30, `${sigla} ${name}`).toBe(true);
    }
    expect([...new Set(placeNamesWithin(mi, 30).map(([sigla]) => sigla))].sort()).toEqual(
      provincesWithin(mi, 30),
    );
  });

  it('keeps the whole circle inside the bounding box', () => {
    const box = boundingBox(bg, 30);
    // Due north, south, east and west of Bergamo at 29.9 km.
    for (const bearing of [0, 90, 180, 270]) {
      const p = destination(bg, bearing, 29.9);
      expect(greatCircleKm(bg, p)).toBeCloseTo(29.9, 3);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(p.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });
});

describe("a job post's comune (the candidates' board)", () => {
  it("is its company's work place whenever that names a comune, whatever the post's province", () => {
    const seriate = {
      lavoro_citta: 'Seriate',
      lavoro_provincia: 'BG',
      io_citta: 'Milano',
      io_provincia: 'MI',
    };
    expect(jobPostPoint(seriate)).toEqual(comunePoint('Seriate', 'BG'));
    expect(jobPostPoint({ lavoro_citta: ' seriate ', lavoro_provincia: ' bg ' })?.nome).toBe('Seriate');
    // Without a work province the operating address stands in, as everywhere else (workPlaceOf).
    expect(jobPostPoint({ io_citta: 'Milano', io_provincia: 'MI' })?.nome).toBe('Milano');
  });

  it('is unknown for a work place that is no comune, or no company', () => {
    // Never the province's capital, nor the operating address when the work place names no comune.
    expect(jobPostPoint({ lavoro_citta: 'Atlantide', lavoro_provincia: 'BG' })).toBeNull();
    expect(
      jobPostPoint({ lavoro_citta: null, lavoro_provincia: 'BG', io_citta: 'Bergamo', io_provincia: 'BG' }),
    ).toBeNull();
    // A comune of another province than the one named is no place.
    expect(jobPostPoint({ lavoro_citta: 'Seriate', lavoro_provincia: 'MI' })).toBeNull();
    expect(jobPostPoint({})).toBeNull();
    expect(jobPostPoint(null)).toBeNull();
    expect(jobPostPoint(undefined)).toBeNull();
  });
});

/** The point `km` from `p` along `bearing` degrees (the spherical direct problem, for the box test). */
function destination(p: { lat: number; lon: number }, bearing: number, km: number) {
  const r = Math.PI / 180;
  const d = km / 6371.0088;
  const lat1 = p.lat * r;
  const t = bearing * r;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(t));
  const lon2 =
    p.lon * r +
    Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / r, lon: lon2 / r };
}

describe('the distance filter in the URL', () => {
  it('round-trips a radius, a comune and the mobility check', () => {
    const query = 'distanza=20&distanzaProvincia=bg&distanzaComune=Bergamo&distanzaMobili=true';
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toMatchObject({
      distanza: 20,
      distanzaProvincia: 'BG',
      distanzaComune: 'Bergamo',
      distanzaMobili: true,
    });
    expect(serializeFilters(filters)).toBe(
      'distanza=20&distanzaProvincia=BG&distanzaComune=Bergamo&distanzaMobili=true',
    );
  });

  it('drops a radius outside the list, and says so', () => {
    for (const bad of ['25', '-10', '1e1', 'abc', '10.5']) {
      const source = new URLSearchParams(`distanza=${bad}&distanzaComune=Bergamo&distanzaProvincia=BG`);
      expect(distanceRadiusInvalid(source), bad).toBe(true);
      expect(parseFilters(source).distanza, bad).toBe(0);
      // Without a radius the comune and the check mean nothing: they leave the URL.
      expect(serializeFilters(parseFilters(source)), bad).toBe('');
    }
    expect(distanceRadiusInvalid(new URLSearchParams('distanza=100'))).toBe(false);
    expect(distanceRadiusInvalid(new URLSearchParams(''))).toBe(false);
    expect(parseFilters(new URLSearchParams('distanza=100')).distanza).toBe(100);
  });

  it('is off by default', () => {
    expect(DEFAULT_FILTERS.distanza).toBe(0);
    expect(parseFilters(new URLSearchParams('distanzaMobili=true')).distanzaMobili).toBe(true);
    expect(serializeFilters(parseFilters(new URLSearchParams('distanzaMobili=true')))).toBe('');
  });
});
