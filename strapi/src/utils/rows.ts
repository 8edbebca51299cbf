// Typed reads and writes through Strapi's query engine. `strapi.db.query(uid)` answers `any`; these answer the rows of the
// content type as strapi/types/generated describes it (`npx strapi ts:generate-types` after a schema change),
// restricted to the selected columns: a renamed or removed attribute fails the typecheck at the query that reads
// it, instead of a hand-written cast that keeps compiling. The casts from the untyped engine are here.
import type { Core, Schema, UID } from '@strapi/strapi';

type Column<T extends UID.ContentType> = 'id' | 'documentId' | Schema.AttributeNames<T>;
/** The columns a query without `select` answers: every attribute but the relations, media and components. */
type Plain<T extends UID.ContentType> = 'id' | 'documentId' | Schema.NonPopulatableAttributeNames<T>;

/** A row of content type T with the columns K, as the query engine answers it (ids are numbers there). */
export type Row<T extends UID.ContentType, K extends Column<T> = Column<T>> = {
  id: number;
  documentId: string;
} & {
  [P in Extract<K, Schema.AttributeNames<T>>]?: Schema.AttributeValueByName<T, P> | null;
};

/** The content type a relation or media attribute P of T points to (media: the upload plugin's files). */
type Target<T extends UID.ContentType, P extends Schema.AttributeNames<T>> =
  Schema.AttributeByName<T, P> extends { target: infer U extends UID.ContentType }
    ? U
    : Schema.AttributeByName<T, P> extends { type: 'media' }
      ? 'plugin::upload.file'
      : never;
/** Whether P holds several rows: a to-many relation, or a media attribute with `multiple`. */
type IsMany<T extends UID.ContentType, P extends Schema.AttributeNames<T>> =
  Schema.AttributeByName<T, P> extends { relation: 'oneToMany' | 'manyToMany' | 'manyWay' | 'morphMany' }
    ? true
    : Schema.AttributeByName<T, P> extends { type: 'media'; multiple: true }
      ? true
      : false;
/** The attributes `populate` may name: relations with a target, and media. */
type Populatable<T extends UID.ContentType> = {
  [P in Schema.AttributeNames<T>]: [Target<T, P>] extends [never] ? never : P;
}[Schema.AttributeNames<T>];

/** What `populate` says of one relation: `true` (every plain column) or its own select and populate. */
type Spec<U extends UID.ContentType> = true | { select?: readonly Column<U>[]; populate?: Populate<U> };
export type Populate<T extends UID.ContentType> = { [P in Populatable<T>]?: Spec<Target<T, P>> };

/** The row a populated relation answers for its spec S. */
type RelatedRow<U extends UID.ContentType, S> = S extends { select: readonly (infer K extends Column<U>)[] }
  ? Row<U, K> & Populated<U, S>
  : Row<U, Plain<U>> & Populated<U, S>;
/** The populated relations of a row of T: a row or null for a to-one relation, an array of rows for a to-many. */
export type Populated<T extends UID.ContentType, S> = S extends { populate: infer Pop }
  ? {
      [P in Extract<keyof Pop, Populatable<T>>]: IsMany<T, P> extends true
        ? Array<RelatedRow<Target<T, P>, Pop[P]>>
        : RelatedRow<Target<T, P>, Pop[P]> | null;
    }
  : unknown;

type Params<T extends UID.ContentType, K extends Column<T>> = {
  /** Without it, the engine answers every plain column (`Plain`). */
  select?: readonly K[];
  populate?: Populate<T>;
  where?: Record<string, unknown>;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
};

/** The columns params S select: the named ones, or every plain column without `select`. */
type Selected<T extends UID.ContentType, S> = S extends { select: readonly (infer K extends Column<T>)[] }
  ? K
  : Plain<T>;
/** The row `findRows`/`findRow` answer for params S: the selected columns, and the populated relations. */
export type Found<T extends UID.ContentType, S> = Row<T, Selected<T, S>> & Populated<T, S>;

export const findRows = async <T extends UID.ContentType, const S extends Params<T, Column<T>>>(
  strapi: Core.Strapi,
  uid: T,
  params: S,
): Promise<Array<Found<T, S>>> =>
  (await strapi.db.query(uid).findMany(params as never)) as Array<Found<T, S>>;

export const findRow = async <T extends UID.ContentType, const S extends Params<T, Column<T>>>(
  strapi: Core.Strapi,
  uid: T,
  params: S,
): Promise<Found<T, S> | null> => (await strapi.db.query(uid).findOne(params as never)) as Found<T, S> | null;

/** What a write answers: the written row with the columns `select` names (every plain column without it). */
type Write<K> = { data: Record<string, unknown>; select?: readonly K[] };

export const createRow = async <T extends UID.ContentType, K extends Column<T> = Plain<T>>(
  strapi: Core.Strapi,
  uid: T,
  params: Write<K>,
): Promise<Row<T, K>> => (await strapi.db.query(uid).create(params as never)) as Row<T, K>;

/** null when `where` finds no row (the engine updates the one row it finds first). */
export const updateRow = async <T extends UID.ContentType, K extends Column<T> = Plain<T>>(
  strapi: Core.Strapi,
  uid: T,
  params: Write<K> & { where: Record<string, unknown> },
): Promise<Row<T, K> | null> => (await strapi.db.query(uid).update(params as never)) as Row<T, K> | null;

type Related = { id: number } & Record<string, unknown>;

/**
 * The related rows of the row `where` finds, one relation per query (`relations`: each relation's columns); null
 * when there is no such row. Strapi's engine populates the relations of one query at once, which on a
 * transaction's single PostgreSQL client is several queries running together (pg's "already executing a query"
 * deprecation warning; pg 9 refuses it): reads that may run inside `strapi.db.transaction` use this.
 */
export async function relationsOf<R extends string>(
  strapi: Core.Strapi,
  uid: UID.ContentType | 'plugin::users-permissions.user',
  where: Record<string, unknown>,
  relations: Record<R, readonly string[]>,
): Promise<Record<R, Related | null> | null> {
  const out = {} as Record<R, Related | null>;
  for (const [relation, select] of Object.entries(relations) as Array<[R, readonly string[]]>) {
    const row = (await strapi.db.query(uid as UID.ContentType).findOne({
      where,
      select: ['id'],
      populate: { [relation]: { select: ['id', ...select] } },
    } as never)) as Record<string, Related | null | undefined> | null;
    if (!row) return null;
    out[relation] = row[relation] ?? null;
  }
  return out;
}
