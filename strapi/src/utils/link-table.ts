// The link table Strapi keeps for a relation attribute, read from the query engine's metadata: raw knex queries
// (search, joins inside transactions) name its table and columns from here rather than guessing them.
import type { Core } from '@strapi/strapi';

export type LinkMeta = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Meta = { tableName: string; attributes: Record<string, { joinTable?: LinkMeta }> };

/** The link table of a relation attribute: its name, the owner's column and the target's column. */
export const linkTable = (strapi: Core.Strapi, uid: string, attribute: string): LinkMeta => {
  const meta = strapi.db.metadata.get(uid) as unknown as Meta;
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no link table`);
  return joinTable;
};
