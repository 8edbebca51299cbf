/**
 * What a company may see of candidates: the cards of a result page and the profile (spec 02 §3).
 * Built field by field from a whitelist, so a field added to hr_user later is never leaked, and the
 * contact fields (email, telefono, indirizzo) are copied only when this company unlocked the profile.
 */
import type { Core } from '@strapi/strapi';
import {
  PROFILE_CONTACT_FIELDS,
  PROFILE_VISIBLE_FIELDS,
  type CandidateCard,
  type CandidateProfile,
  type CandidateRelation,
} from '../../../contracts/human-resources';
import type { MediaView } from '../../../contracts/common';
import { isoDateInRome } from '../../../utils/dates';
import type { SearchFilters } from '../../../catalog/search-filters';
import { cardOrigin, distanceFrom, workPlacePoint, type DistanceOrigin } from './places';
import { chiave, type SearchCompany } from './search';
import { findRow } from '../../../utils/rows';
import { shownFormats } from '../../../utils/upload-formats';

const HR_USER = 'api::hr-user.hr-user';
const UNLOCK = 'api::unlock.unlock';
const FAVOURITE = 'api::favourite.favourite';

type Row = Record<string, unknown> & { id: number };
type Media = { id: number; url: string; alternativeText?: string | null; formats?: unknown };

export const ageOn = (nascita: unknown, today = isoDateInRome()): number | null => {
  if (typeof nascita !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(nascita)) return null;
  const [y, m, d] = nascita.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
};

const picture = (media: unknown): MediaView | null => {
  if (!media || typeof media !== 'object') return null;
  const { id, url, alternativeText, formats } = media as Media;
  return { id, url, alternativeText: alternativeText ?? null, formats: shownFormats(formats) };
};

const values = (entries: unknown): string[] =>
  Array.isArray(entries)
    ? entries
        .map((entry) => String((entry as { value?: unknown }).value ?? ''))
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b, 'it'))
    : [];

/** Unlock and favourite state of some candidates for one company, plus others' running exclusivity. */
const relationState = async (strapi: Core.Strapi, companyId: number, ids: number[]) => {
  const keys = ids.map((id) => chiave(companyId, id));
  const today = isoDateInRome();
  const [favourites, unlocks, exclusive] = await Promise.all([
    strapi.db.query(FAVOURITE).findMany({
      where: { chiave: { $in: keys } },
      select: ['chiave'],
      populate: { autore: { select: ['id'] } },
    }),
    strapi.db.query(UNLOCK).findMany({
      where: { chiave: { $in: keys } },
      select: ['chiave', 'data_sblocco', 'esclusiva_fino_al'],
      populate: { autore: { select: ['id'] } },
    }),
    strapi.db.query(UNLOCK).findMany({
      where: { hr_user: { id: { $in: ids } }, esclusiva_fino_al: { $gte: today } },
      select: ['chiave', 'esclusiva_fino_al'],
    }),
  ]);
  const favouriteByKey = new Map(favourites.map((f) => [f.chiave as string, f]));
  const unlockByKey = new Map(unlocks.map((u) => [u.chiave as string, u]));
  // Who of the team unlocked each profile, or made it a favourite (issue 27).
  const authors = await strapi.service('api::team-member.team-member').names(
    companyId,
    [...unlocks, ...favourites].flatMap((u) =>
      (u.autore as { id?: number } | null)?.id ? [(u.autore as { id: number }).id] : [],
    ),
  );
  const exclusiveUntil = new Map<number, string>();
  for (const row of exclusive) {
    const [company, user] = String(row.chiave).split(':').map(Number);
    if (company !== companyId) exclusiveUntil.set(user, String(row.esclusiva_fino_al));
  }
  return (id: number): CandidateRelation => {
    const unlock = unlockByKey.get(chiave(companyId, id));
    return {
      isFavourite: favouriteByKey.has(chiave(companyId, id)),
      preferito_da:
        authors.get(
          (favouriteByKey.get(chiave(companyId, id))?.autore as { id?: number } | null)?.id ?? -1,
        ) ?? null,
      unlocked: Boolean(unlock),
      data_sblocco: (unlock?.data_sblocco as string | undefined) ?? null,
      sbloccato_da: authors.get((unlock?.autore as { id?: number } | null)?.id ?? -1) ?? null,
      // Another company's Alert New Profile exclusivity: no purchase until that date (decisions.md).
      esclusiva: unlock ? null : (exclusiveUntil.get(id) ?? null),
    };
  };
};

/**
 * The cards of a page, in the order of `ids`. Never any contact field. `origin`: where the card's distance
 * ("a 12 km da Bergamo", issue 25) is measured from, the comune and never the address.
 */
const cardsOf = async (
  strapi: Core.Strapi,
  company: SearchCompany,
  ids: number[],
  origin: DistanceOrigin | null = null,
): Promise<CandidateCard[]> => {
  if (ids.length === 0) return [];
  const [rows, state] = await Promise.all([
    strapi.db.query(HR_USER).findMany({
      where: { id: { $in: ids } },
      select: ['id', 'documentId', 'nome', 'cognome', 'nascita', 'citta', 'provincia'],
      populate: { picture: true, aree_di_competenza: { select: ['value'] } },
    }) as Promise<Row[]>,
    relationState(strapi, company.id, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is Row => Boolean(row))
    .map((row) => ({
      id: row.id,
      documentId: row.documentId as string,
      nome: row.nome as string,
      cognome: row.cognome as string,
      eta: ageOn(row.nascita),
      picture: picture(row.picture),
      aree_di_competenza: values(row.aree_di_competenza).slice(0, 3),
      distanza: distanceFrom(origin, row),
      ...state(row.id),
    }));
};

/** The company's work place as the origin of distances, when it resolves. */
const companyOrigin = (company: SearchCompany): DistanceOrigin | null =>
  workPlacePoint({ citta: company.citta ?? null, provincia: company.provincia });

/** Resolves a numeric id or a documentId to the candidate id, or null. */
const candidateId = async (strapi: Core.Strapi, raw: string): Promise<number | null> => {
  if (!/^[A-Za-z0-9]{1,40}$/.test(raw)) return null;
  const where = /^\d+$/.test(raw) ? { id: Number(raw) } : { documentId: raw };
  const row = await findRow(strapi, 'api::hr-user.hr-user', { where, select: ['id'] });
  return row?.id ?? null;
};

/** The profile as this company may see it, or null when unknown or hidden from it. */
const profileFor = async (
  strapi: Core.Strapi,
  company: SearchCompany,
  id: number,
  filters?: SearchFilters,
): Promise<CandidateProfile | null> => {
  if (await strapi.service('api::human-resource.blacklist').isBlacklisted(id, company.piva)) return null;
  const row = await findRow(strapi, HR_USER, {
    where: { id },
    populate: {
      picture: true,
      aree_di_competenza: { select: ['value'] },
      conoscenze_informatiche: { select: ['value'] },
      mansioni_preferite: { select: ['value'] },
    },
  });
  if (!row) return null;
  const state = (await relationState(strapi, company.id, [id]))(id);
  const profile = {
    id: row.id,
    documentId: row.documentId as string,
    eta: ageOn(row.nascita),
    picture: picture(row.picture),
    aree_di_competenza: values(row.aree_di_competenza),
    conoscenze_informatiche: values(row.conoscenze_informatiche),
    mansioni_preferite: values(row.mansioni_preferite),
    // From the search's origin when the profile was opened from a card (its distance filter's comune, issue 39
    // item 4: the card and the profile say the same), else from the company's work place (issue 25).
    distanza: distanceFrom(
      filters
        ? cardOrigin({ citta: company.citta ?? null, provincia: company.provincia }, filters)
        : companyOrigin(company),
      row,
    ),
    ...state,
  } as CandidateProfile;
  for (const field of PROFILE_VISIBLE_FIELDS) profile[field] = row[field] ?? null;
  if (state.unlocked) for (const field of PROFILE_CONTACT_FIELDS) profile[field] = row[field] ?? null;
  return profile;
};

const profilesService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The cards of a result page, in the order of `ids`; `origin`: where their distance is measured from. */
  cardsOf: (company: SearchCompany, ids: number[], origin: DistanceOrigin | null = null) =>
    cardsOf(strapi, company, ids, origin),
  candidateId: (raw: string) => candidateId(strapi, raw),
  profileFor: (company: SearchCompany, id: number, filters?: SearchFilters) =>
    profileFor(strapi, company, id, filters),
});

export type ProfilesService = ReturnType<typeof profilesService>;

export default profilesService;
