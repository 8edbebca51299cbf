/**
 * The candidate search as ONE SQL query (knex, SQLite and PostgreSQL): every filter of the search
 * filter set, the blacklist exclusion, the bucket ordering of decisions.md and the page, with the
 * total as a window count. Only ids come back; the 20 cards of the page are hydrated afterwards.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PROVINCE, regioneOfProvincia } from '../../../catalog';
import { BLACKLIST_TABLE } from './blacklist';
import type { SearchFilters } from './filters';

export const PAGE_SIZE = 20;
const ETA_SOGLIA = 35;

export type SearchScope =
  | { kind: 'search' }
  | { kind: 'favourites' }
  // Sorted by data_sblocco descending (spec 02 §9).
  | { kind: 'unlocked' };

export type SearchCompany = { id: number; piva: string | null; provincia: string | null };

type LinkMeta = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Meta = { tableName: string; attributes: Record<string, { joinTable?: LinkMeta }> };

const link = (strapi: Core.Strapi, uid: string, attribute: string): LinkMeta => {
  const meta = strapi.db.metadata.get(uid) as unknown as Meta;
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no link table`);
  return joinTable;
};

const provincesOfRegion = (sigla: string): string[] => {
  const regione = regioneOfProvincia(sigla);
  return regione ? PROVINCE.filter((p) => regioneOfProvincia(p.sigla) === regione).map((p) => p.sigla) : [];
};

const MOBILE_REGION = ['regione', 'italia', 'estero'];
const MOBILE_ITALY = ['italia', 'estero'];

/** "Mobility covers province P": lives there, or moves within its region, or anywhere in Italy. */
const covers = (qb: Knex.QueryBuilder, sigla: string) =>
  qb.where((w) => {
    w.where('u.provincia', sigla)
      .orWhere((r) => r.whereIn('u.provincia', provincesOfRegion(sigla)).whereIn('u.mobilita', MOBILE_REGION))
      .orWhereIn('u.mobilita', MOBILE_ITALY);
  });

/** Bucket group 1 same province, 2 same region, 3 all Italy/abroad, 4 anybody else. */
const bucketGroup = (knex: Knex, sigla: string | null): Knex.Raw => {
  if (!sigla) return knex.raw(`CASE WHEN u.mobilita IN ('italia','estero') THEN 3 ELSE 4 END`);
  const region = provincesOfRegion(sigla);
  return knex.raw(
    `CASE WHEN u.provincia = ? THEN 1
          WHEN u.provincia IN (${region.map(() => '?').join(',')}) AND u.mobilita IN ('regione','italia','estero') THEN 2
          WHEN u.mobilita IN ('italia','estero') THEN 3 ELSE 4 END`,
    [sigla, ...region],
  );
};

const isoYearsAgo = (years: number, today = new Date()) => {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
};

const siNo = (qb: Knex.QueryBuilder, column: string, value: 'si' | 'no' | 'all') => {
  if (value === 'si') qb.where(column, true);
  if (value === 'no') qb.where((w) => w.where(column, false).orWhereNull(column));
};

export const chiave = (companyId: number, hrUserId: number | string) => `${companyId}:${hrUserId}`;

export const searchIds = async (
  strapi: Core.Strapi,
  company: SearchCompany,
  filters: SearchFilters,
  scope: SearchScope,
): Promise<{ ids: number[]; total: number }> => {
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  const keyPrefix = `${company.id}:`;
  // chiave = '<company id>:<hr_user id>' is the unique key of unlocks and favourites (indexed).
  const keyOf = isPg ? `CAST(? AS VARCHAR) || CAST(u.id AS VARCHAR)` : `? || u.id`;
  const group = bucketGroup(knex, company.provincia);

  const qb = knex('hr_users as u').select('u.id', knex.raw('count(*) over () as total'));

  if (company.piva) {
    qb.whereNotExists(
      knex(BLACKLIST_TABLE)
        .select(knex.raw('1'))
        .whereRaw(`${BLACKLIST_TABLE}.hr_user_id = u.id`)
        .andWhere(`${BLACKLIST_TABLE}.piva`, company.piva),
    );
  }

  // Filters.
  if (filters.eta === 'under35') qb.where('u.nascita', '>', isoYearsAgo(ETA_SOGLIA));
  if (filters.eta === 'over35') qb.where('u.nascita', '<=', isoYearsAgo(ETA_SOGLIA));
  if (filters.titoloStudio > 0) {
    const level = filters.titoloStudio;
    qb.where((w) => {
      w.where('u.tipo_laurea', 'long');
      if (level <= 3) w.orWhere('u.tipo_laurea', 'short');
      if (level <= 2) w.orWhere((p) => p.whereNotNull('u.perito_enum').whereNot('u.perito_enum', 'Nessuno'));
      if (level <= 1) {
        w.orWhere((q) =>
          q
            .whereNotNull('u.qualifica_professionale_enum')
            .whereNot('u.qualifica_professionale_enum', 'Nessuna'),
        );
      }
    });
  }
  if (filters.esperienza) qb.where('u.esperienza', filters.esperienza);
  if (filters.luogoLavoro) covers(qb, filters.luogoLavoro);
  if (filters.residenza) qb.whereRaw('lower(u.citta) = ?', [filters.residenza.toLowerCase()]);
  if (filters.provincia) qb.where('u.provincia', filters.provincia);
  if (filters.occupazione) qb.where('u.occupazione', filters.occupazione);
  if (filters.mobilita) qb.where('u.mobilita', filters.mobilita);
  if (filters.qualifica) qb.where('u.qualifica', filters.qualifica);
  siNo(qb, 'u.incentivi_assunzione', filters.incentivi);
  siNo(qb, 'u.categorie_protette', filters.categoriaProtetta);
  siNo(qb, 'u.automunito_bool', filters.automunito);

  const lookupFilter = (attribute: string, targetUid: string, values: string[]) => {
    if (values.length === 0) return;
    const lnk = link(strapi, 'api::hr-user.hr-user', attribute);
    const target = (strapi.db.metadata.get(targetUid) as unknown as Meta).tableName;
    qb.whereExists(
      knex(`${lnk.name} as l`)
        .select(knex.raw('1'))
        .join(`${target} as t`, 't.id', `l.${lnk.inverseJoinColumn.name}`)
        .whereRaw(`l.${lnk.joinColumn.name} = u.id`)
        .whereIn('t.value', values),
    );
  };
  lookupFilter(
    'aree_di_competenza',
    'api::aree-di-competenza.aree-di-competenza',
    filters.aree_di_competenza,
  );
  lookupFilter(
    'conoscenze_informatiche',
    'api::conoscenze-informatiche.conoscenze-informatiche',
    filters.conoscenze_informatiche,
  );

  for (const word of filters.scheda_tecnica) {
    // Words are matched in the sheet's stored values and extra texts, case-insensitively.
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.whereRaw(
      isPg
        ? `lower(u.scheda_tecnica::text) LIKE ? ESCAPE '\\'`
        : `lower(u.scheda_tecnica) LIKE ? ESCAPE '\\'`,
      [pattern],
    );
  }

  // Scope and order.
  if (scope.kind === 'search') {
    if (filters.bucket === 'disponibilita') {
      qb.whereRaw(`(${group.toQuery()}) < 4`);
      qb.orderByRaw(`${group.toQuery()} ASC`);
    } else {
      qb.whereRaw(`(${group.toQuery()}) = 4`);
    }
    qb.orderBy('u.ultima_modifica', 'desc', 'last').orderBy('u.id', 'desc');
  } else if (scope.kind === 'favourites') {
    qb.whereExists(
      knex('favourites as f').select(knex.raw('1')).whereRaw(`f.chiave = ${keyOf}`, [keyPrefix]),
    );
    qb.orderBy('u.ultima_modifica', 'desc', 'last').orderBy('u.id', 'desc');
  } else {
    qb.joinRaw(`JOIN unlocks k ON k.chiave = ${keyOf}`, [keyPrefix]);
    qb.orderBy('k.data_sblocco', 'desc').orderBy('u.id', 'desc');
  }

  qb.limit(PAGE_SIZE).offset((filters.page - 1) * PAGE_SIZE);
  const rows = (await qb) as Array<{ id: number; total: number | string }>;
  return { ids: rows.map((row) => Number(row.id)), total: rows.length > 0 ? Number(rows[0].total) : 0 };
};
