/**
 * The profile (candidate or company) of a users-permissions user, found through the unique index on the user
 * column of the profile's `user` link table (bootstrap/indexes.ts). Filtering the profile table by
 * `user: { id }` makes Strapi join it to the link and users tables, and SQLite may then walk every profile:
 * 9 ms per call at 100,000 candidates (docs/performance.md), on the path of every page.
 */
import type { Core, UID } from '@strapi/strapi';

type LinkMeta = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Meta = { tableName: string; attributes: Record<string, { joinTable?: LinkMeta }> };

/** The link table of a relation attribute: its name, the owner's column and the target's column. */
export const linkTable = (strapi: Core.Strapi, uid: string, attribute: string): LinkMeta => {
  const meta = strapi.db.metadata.get(uid) as unknown as Meta;
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no link table`);
  return joinTable;
};

export const ownProfileId = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  userId: number,
): Promise<number | null> => {
  const link = linkTable(strapi, uid, 'user');
  // Inside a caller's transaction (SQLite has one connection), read through that transaction.
  const table = strapi.db.inTransaction()
    ? (await strapi.db.transaction()).get()(link.name)
    : strapi.db.getConnection(link.name);
  const row = (await table
    .select(`${link.joinColumn.name} as id`)
    .where(link.inverseJoinColumn.name, userId)
    .first()) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};
