/**
 * Provinces, regions, municipalities (comuni) and countries, from maintained data
 * packages rather than typed by hand (decisions.md "Lookups and enumerations"):
 *   - italian-cap-comuni-province: official ISTAT lists (regions, provinces with their
 *     two-letter sigla, municipalities with ISTAT code);
 *   - i18n-iso-countries: ISO 3166-1 alpha-2 codes with Italian names.
 *
 * Server-side only: it loads a few MB of data, so browser code must import the
 * lighter catalog files (see catalog/common.ts) instead of this one.
 */
import countries from 'i18n-iso-countries';
import { getAllComuni, getAllProvince, getAllRegioni } from 'italian-cap-comuni-province';
import { compareItalian } from './lookups';

export interface ProvinciaEntry {
  /** Two-letter code (sigla automobilistica), the value stored in profiles and job posts. */
  readonly sigla: string;
  readonly nome: string;
  readonly regione: string;
}

/** A select option, as the location picker and GET create-profile/comuni/{sigla} use it. */
export interface KeyValueOption {
  readonly key: string;
  readonly value: string;
}

// ISTAT's lists follow the 2025 Sardinian reform: Carbonia-Iglesias (CI, now "Sulcis
// Iglesiente"), Medio Campidano (VS), Ogliastra (OG) and Olbia-Tempio (OT, now "Gallura
// Nord-Est Sardegna") are provinces again, while Sud Sardegna (SU) was abolished. The
// spec keeps Sud Sardegna selectable, so it is added here; its municipalities are those
// of the units that replaced it (Cagliari, Sulcis Iglesiente, Medio Campidano).
const SUD_SARDEGNA: ProvinciaEntry = { sigla: 'SU', nome: 'Sud Sardegna', regione: 'Sardegna' };
const SUD_SARDEGNA_SUCCESSORI = ['CA', 'CI', 'VS'];

function regionNamesByCode(): { [codiceRegione: string]: string } {
  const names: { [codiceRegione: string]: string } = {};
  for (const regione of getAllRegioni()) names[regione.codiceRegione] = regione.nome;
  return names;
}

function buildProvince(): ProvinciaEntry[] {
  const regioni = regionNamesByCode();
  const list: ProvinciaEntry[] = getAllProvince().map((provincia) => ({
    sigla: provincia.sigla,
    nome: provincia.nome,
    regione: regioni[provincia.codiceRegione] || '',
  }));
  if (!list.some((provincia) => provincia.sigla === SUD_SARDEGNA.sigla)) list.push(SUD_SARDEGNA);
  return list.sort((a, b) => compareItalian(a.nome, b.nome));
}

/** Every Italian province (ISTAT) plus Sud Sardegna, sorted by name. */
export const PROVINCE: ReadonlyArray<ProvinciaEntry> = buildProvince();

/** The 20 regions, sorted by name. */
export const REGIONI: ReadonlyArray<string> = getAllRegioni()
  .map((regione) => regione.nome)
  .sort(compareItalian);

const provinceBySigla: { [sigla: string]: ProvinciaEntry | undefined } = {};
for (const provincia of PROVINCE) provinceBySigla[provincia.sigla] = provincia;

/** True for a known province code; the code must be upper case, as stored. */
export function isProvinciaSigla(sigla: unknown): sigla is string {
  return typeof sigla === 'string' && Object.prototype.hasOwnProperty.call(provinceBySigla, sigla);
}

/** The region of a province, or undefined for an unknown code. */
export function regioneOfProvincia(sigla: string): string | undefined {
  const provincia = isProvinciaSigla(sigla) ? provinceBySigla[sigla] : undefined;
  return provincia && provincia.regione;
}

/** The name of a province, or undefined for an unknown code. */
export function nomeOfProvincia(sigla: string): string | undefined {
  const provincia = isProvinciaSigla(sigla) ? provinceBySigla[sigla] : undefined;
  return provincia && provincia.nome;
}

type ComuniIndex = { [sigla: string]: ReadonlyArray<KeyValueOption> | undefined };
let comuniIndex: ComuniIndex | undefined;

// The source has one row per postal code, so a municipality can appear several times.
function buildComuniIndex(): ComuniIndex {
  const lists: { [sigla: string]: KeyValueOption[] | undefined } = {};
  const seen: { [codiceIstat: string]: true } = {};
  for (const comune of getAllComuni()) {
    if (seen[comune.codiceIstat]) continue;
    seen[comune.codiceIstat] = true;
    const list = lists[comune.siglaProvincia] || (lists[comune.siglaProvincia] = []);
    list.push({ key: comune.codiceIstat, value: comune.nome });
  }
  if (!lists[SUD_SARDEGNA.sigla]) {
    lists[SUD_SARDEGNA.sigla] = ([] as KeyValueOption[]).concat(
      ...SUD_SARDEGNA_SUCCESSORI.map((sigla) => lists[sigla] || []),
    );
  }
  const index: ComuniIndex = {};
  for (const sigla of Object.keys(lists)) {
    index[sigla] = (lists[sigla] || []).sort((a, b) => compareItalian(a.value, b.value));
  }
  return index;
}

/**
 * Municipalities of a province as {key: ISTAT code, value: name}, sorted by name;
 * an empty list for an unknown code. The index is built on the first call.
 */
export function comuniByProvincia(sigla: string): ReadonlyArray<KeyValueOption> {
  if (!comuniIndex) comuniIndex = buildComuniIndex();
  return isProvinciaSigla(sigla) ? comuniIndex[sigla] || [] : [];
}

/** Default nation of the location picker. */
export const NAZIONE_DEFAULT = 'IT';

function buildNazioni(): KeyValueOption[] {
  const names = countries.getNames('it', { select: 'official' });
  const others: KeyValueOption[] = [];
  for (const key of Object.keys(names)) {
    const value = names[key];
    if (key !== NAZIONE_DEFAULT && value) others.push({ key, value });
  }
  others.sort((a, b) => compareItalian(a.value, b.value));
  return [{ key: NAZIONE_DEFAULT, value: names[NAZIONE_DEFAULT] || 'Italia' }].concat(others);
}

/** Countries as {key: ISO 3166-1 alpha-2, value: Italian name}: Italia first, then by name. */
export const NAZIONI: ReadonlyArray<KeyValueOption> = buildNazioni();

export function isNazioneKey(key: unknown): key is string {
  return typeof key === 'string' && NAZIONI.some((nazione) => nazione.key === key);
}
