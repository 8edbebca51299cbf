// The read-only candidate profile, for the candidate (/profilo) and for a company (/resource-profile): sections
// of label/value rows with every enumeration resolved to its Italian label, and the technical sheet grouped for
// its dialog. Pure: a loader builds it (from the hr_user of /api/me, or from the profile Strapi gives a company)
// and only the view model reaches the browser. A company's view is 'locked' until it buys the profile: that
// variant has no contact fields at all, so no page can show them (Strapi does not send them either).
import type { DistanceView } from '#contracts/human-resources.ts';
import {
  ALTRO,
  INGEGNERE_ENUM,
  MOBILITA,
  ORARI,
  RAL_DESIDERATA,
  SCHEDA_TECNICA,
  TIPO_CONTRATTO,
  TIPO_LAUREA,
  TRASFERTA,
  VALORE_RATING_MAX,
  VALORI_AZIENDALI,
  NAZIONI,
  nomeOfProvincia,
  optionLabel,
  type Option,
  type SchedaNode,
} from '#catalog/index.ts';
import { profilePage as t } from '#app/texts/index.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { mediaUrl } from '#app/lib/media.ts';
import type { CandidateProfile } from '#contracts/human-resources.ts';
import type { HrUser, Media } from '#app/lib/types.ts';

export type ProfileRow = { label: string; value: string | string[] };
export type ProfileSection = { id: keyof typeof t.sections; title: string; rows: ProfileRow[] };
export type SheetItem = { label: string; values: string[] } | { label: string; extra: string | null };
export type SheetGroup = { key: string; title: string; items: SheetItem[] };

/** What a company gets only once it bought the profile. */
export type ProfileContact = { email: string; telefono: string; indirizzo: string };

/** What every reader of a profile sees: name, picture, the sections and the technical sheet. */
type ProfileCore = {
  nome: string;
  cognome: string;
  picture: string | null;
  sections: ProfileSection[];
  sheet: SheetGroup[];
};

/** The candidate's own profile: everything, with the visits and the excluded VAT numbers. */
export type ProfileView = ProfileCore & { contact: ProfileContact; visite: number; pivas: string[] };

/** A company's view: its relation to the candidate (favourite, exclusivity), age and last update. */
type CompanyCore = ProfileCore & {
  id: number;
  eta: number | null;
  /** "a 12 km da Milano": from the company's work place (issue 25). */
  distanza: DistanceView;
  aggiornato: string;
  isFavourite: boolean;
  esclusiva: string | null;
};
export type LockedProfileView = CompanyCore & { unlocked: false };
export type UnlockedProfileView = CompanyCore & {
  unlocked: true;
  contact: ProfileContact;
  sbloccato: string;
  /** Who of the company's team unlocked it (issue 27). */
  sbloccatoDa: string | null;
};
export type CompanyProfileView = LockedProfileView | UnlockedProfileView;

type Lookup = { value?: unknown };

const text = (value: unknown): string => (typeof value === 'string' && value.trim() ? value.trim() : t.empty);

const siNo = (value: unknown): string => (value === true ? t.yes : value === false ? t.no : t.empty);

/** Si with the detail (e.g. the licence type), No, or the empty mark. */
const siNoWith = (flag: unknown, detail: unknown): string =>
  flag === true && typeof detail === 'string' && detail.trim() ? `${t.yes}: ${detail.trim()}` : siNo(flag);

const label = (options: ReadonlyArray<Option>, value: unknown): string =>
  optionLabel(options, value) ?? text(value);

/** An enumeration value, with its free text when it is 'Altro'. */
const withAltro = (value: unknown, extra: unknown): string =>
  value === ALTRO && typeof extra === 'string' && extra.trim() ? `${ALTRO}: ${extra.trim()}` : text(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const labels = (options: ReadonlyArray<Option>, value: unknown): string[] =>
  list(value).map((item) => label(options, item));

/** A lookup list: /api/me gives its entries as { value }, Strapi's profile for a company as plain strings. */
const lookupValues = (value: unknown): string[] =>
  list(value)
    .map((entry) => (typeof entry === 'string' ? entry : (entry as Lookup)?.value))
    .filter((v): v is string => typeof v === 'string');

const date = (iso: unknown): string => formatDateIt(iso) || t.empty;

const rating = (value: unknown): string =>
  t.rating(
    typeof value === 'number' && value >= 0 && value <= VALORE_RATING_MAX ? value : 0,
    VALORE_RATING_MAX,
  );

const nazione = (key: unknown): string => NAZIONI.find((n) => n.key === key)?.value ?? text(key);

const provincia = (sigla: unknown): string => {
  if (typeof sigla !== 'string') return t.empty;
  const nome = nomeOfProvincia(sigla);
  return nome ? `${nome} (${sigla})` : text(sigla);
};

const orEmpty = (values: string[]): string | string[] => (values.length ? values : t.empty);

/** 'Altro' in the computer skills carries the candidate's text beside it (spec 01 §3). */
const computerSkills = (user: ProfileRecord): string[] =>
  lookupValues(user.conoscenze_informatiche).map((value) =>
    withAltro(value, user.conoscenze_informatiche_text),
  );

const languages = (value: unknown): string[] =>
  list(value)
    .map((entry) => entry as { lingua?: unknown; livello?: unknown })
    .filter((entry) => typeof entry?.lingua === 'string' && entry.lingua)
    .map((entry) =>
      typeof entry.livello === 'string' ? `${entry.lingua} – ${entry.livello}` : String(entry.lingua),
    );

export const blacklistedPivas = (value: unknown): string[] =>
  list(value)
    .map((entry) => (entry as { piva?: unknown })?.piva)
    .filter((piva): piva is string => typeof piva === 'string' && piva.length > 0);

function sheetItems(fields: ReadonlyArray<SchedaNode>, value: unknown, prefix: string): SheetItem[] {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const items: SheetItem[] = [];
  for (const field of fields) {
    const inner = record[field.key];
    if (field.kind === 'group') {
      items.push(...sheetItems(field.fields, inner, field.label));
    } else if (field.kind === 'text') {
      items.push({
        label: t.technicalSheetExtra,
        extra: typeof inner === 'string' && inner.trim() ? inner.trim() : null,
      });
    } else {
      const ticked = field.kind === 'multi' ? list(inner) : inner ? [inner] : [];
      const values = field.options.filter((option) => ticked.includes(option));
      if (values.length) items.push({ label: prefix ? `${prefix} – ${field.label}` : field.label, values });
    }
  }
  return items;
}

/** Groups of the sheet with at least one ticked option or an extra text, in the wizard's order. */
export function buildSheet(sheet: unknown): SheetGroup[] {
  const record = (sheet && typeof sheet === 'object' ? sheet : {}) as Record<string, unknown>;
  const groups: SheetGroup[] = [];
  for (const node of SCHEDA_TECNICA as ReadonlyArray<SchedaNode>) {
    const items =
      node.kind === 'group' ? sheetItems(node.fields, record[node.key], '') : sheetItems([node], record, '');
    const hasContent = items.some((item) => ('values' in item ? item.values.length : item.extra));
    if (hasContent) groups.push({ key: node.key, title: node.label, items });
  }
  return groups;
}

type ProfileRecord = Record<string, unknown>;

/** The contact fields, read only where the reader may see them. */
const contactOf = (user: ProfileRecord): ProfileContact => ({
  email: text(user.email),
  telefono: text(user.telefono),
  indirizzo: text(user.indirizzo),
});

/**
 * The sections of the profile. The candidate's own rows (birth date, citizenship, licence…) are not given to
 * companies by Strapi and are left out of their view; the contact rows are in the candidate's 'anagrafica',
 * while a company's page shows them apart, under 'Contatti'.
 */
function profileSections(user: ProfileRecord, own: ProfileContact | null): ProfileSection[] {
  const f = t.fields;
  const ownRows = (rows: (contact: ProfileContact) => ProfileRow[]): ProfileRow[] => (own ? rows(own) : []);
  return [
    {
      id: 'anagrafica',
      title: t.sections.anagrafica,
      rows: [
        { label: f.nome, value: text(user.nome) },
        { label: f.cognome, value: text(user.cognome) },
        ...ownRows((contact) => [
          { label: f.nascita, value: date(user.nascita) },
          { label: f.email, value: contact.email },
          { label: f.telefono, value: contact.telefono },
          { label: f.indirizzo, value: contact.indirizzo },
          { label: f.cittadinanza, value: nazione(user.cittadinanza) },
        ]),
        { label: f.provincia, value: provincia(user.provincia) },
        { label: f.citta, value: text(user.citta) },
        { label: f.cap, value: text(user.cap) },
        { label: f.conoscenza_italiano, value: siNo(user.conoscenza_italiano) },
        { label: f.categorie_protette, value: siNo(user.categorie_protette) },
        { label: f.incentivi_assunzione, value: siNo(user.incentivi_assunzione) },
        ...ownRows(() => [
          { label: f.disponibilita_colloquio, value: siNo(user.disponibilita_colloquio) },
          { label: f.patente, value: siNoWith(user.patente_bool, user.patente_text) },
        ]),
        { label: f.automunito, value: siNo(user.automunito_bool) },
        { label: f.mobilita, value: label(MOBILITA, user.mobilita) },
        { label: f.trasferta, value: label(TRASFERTA, user.trasferta) },
      ],
    },
    {
      id: 'stato',
      title: t.sections.stato,
      rows: [
        { label: f.occupazione, value: text(user.occupazione) },
        { label: f.esperienza, value: text(user.esperienza) },
      ],
    },
    {
      id: 'titolo',
      title: t.sections.titolo,
      rows: [
        {
          label: f.qualifica_professionale,
          value: withAltro(user.qualifica_professionale_enum, user.qualifica_professionale_text),
        },
        { label: f.perito, value: withAltro(user.perito_enum, user.perito_text) },
        { label: f.tipo_laurea, value: label(TIPO_LAUREA, user.tipo_laurea) },
        ...(user.tipo_laurea &&
        user.tipo_laurea !== 'none' &&
        INGEGNERE_ENUM.includes(user.ingegnere_enum as never)
          ? [{ label: f.ingegnere, value: withAltro(user.ingegnere_enum, user.ingegnere_text) }]
          : []),
        {
          label: f.specializzazione,
          value: siNoWith(user.specializzazione_bool, user.specializzazione_text),
        },
        { label: f.certificazione, value: siNoWith(user.certificazione_bool, user.certificazione_text) },
      ],
    },
    {
      id: 'informatica',
      title: t.sections.informatica,
      rows: [{ label: f.conoscenze_informatiche, value: orEmpty(computerSkills(user)) }],
    },
    {
      id: 'lingue',
      title: t.sections.lingue,
      rows: [{ label: f.lingue, value: orEmpty(languages(user.lingue)) }],
    },
    {
      id: 'mansioni',
      title: t.sections.mansioni,
      rows: [
        { label: f.aree_di_competenza, value: orEmpty(lookupValues(user.aree_di_competenza)) },
        { label: f.qualifica, value: text(user.qualifica) },
      ],
    },
    {
      id: 'valori',
      title: t.sections.valori,
      rows: VALORI_AZIENDALI.map((valore) => ({ label: valore.label, value: rating(user[valore.value]) })),
    },
    {
      id: 'altre',
      title: t.sections.altre,
      rows: [
        { label: f.mansioni_preferite, value: orEmpty(lookupValues(user.mansioni_preferite)) },
        ...ownRows(() => [{ label: f.mansioni_diverse, value: siNo(user.mansioni_diverse) }]),
        { label: f.ral_desiderata, value: label(RAL_DESIDERATA, user.ral_desiderata) },
        { label: f.trattabile, value: siNo(user.trattabile) },
        { label: f.benefits, value: text(user.benefits) },
        { label: f.tipo_contratto, value: orEmpty(labels(TIPO_CONTRATTO, user.tipo_contratto)) },
        { label: f.orari, value: orEmpty(labels(ORARI, user.orari)) },
      ],
    },
  ];
}

const core = (user: ProfileRecord, own: ProfileContact | null): ProfileCore => ({
  nome: text(user.nome),
  cognome: text(user.cognome),
  picture: user.picture ? mediaUrl(user.picture as Media) : null,
  sections: profileSections(user, own),
  sheet: buildSheet(user.scheda_tecnica),
});

/** The candidate's own profile (/profilo). */
/** Reads any part of the candidate record (fields it lacks show as empty). */
export function buildProfileView(user: Pick<HrUser, 'nome' | 'cognome'> & Partial<HrUser>): ProfileView {
  const contact = contactOf(user);
  const visite = [user.visite_profilo, user.visite_profilo_esteso].reduce<number>(
    (sum, value) => sum + (typeof value === 'number' && Number.isFinite(value) ? value : 0),
    0,
  );

  return { ...core(user, contact), contact, visite, pivas: blacklistedPivas(user.blacklisted_pivas) };
}

/** The profile Strapi gives a company (GET /api/human-resources/:id): the contact fields only once unlocked. */
export type CompanyProfileRecord = CandidateProfile;

/** A candidate's profile as a company sees it (/resource-profile/:id): locked until the company buys it. */
export function buildCompanyProfileView(profile: CompanyProfileRecord): CompanyProfileView {
  const view: CompanyCore = {
    ...core(profile, null),
    id: profile.id,
    eta: typeof profile.eta === 'number' ? profile.eta : null,
    distanza: profile.distanza ?? null,
    aggiornato: formatDateIt(profile.ultima_modifica),
    isFavourite: profile.isFavourite === true,
    esclusiva: typeof profile.esclusiva === 'string' ? profile.esclusiva : null,
  };
  if (profile.unlocked !== true) return { ...view, unlocked: false };
  return {
    ...view,
    unlocked: true,
    contact: contactOf(profile),
    sbloccato: formatDateIt(profile.data_sblocco),
    sbloccatoDa:
      typeof profile.sbloccato_da === 'string' && profile.sbloccato_da ? profile.sbloccato_da : null,
  };
}
