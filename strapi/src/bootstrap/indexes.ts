import type { Core } from '@strapi/strapi';

/**
 * Indexes that content-type schemas cannot declare: the columns candidate search filters and sorts
 * on, and the uniqueness the business rules rely on (one unlock / favourite per company+candidate,
 * one payment per checkout session, one profile per user...). Created with IF NOT EXISTS on every
 * start (SQLite and PostgreSQL); Strapi's schema sync leaves indexes it does not track alone.
 */
type IndexSpec =
  // `newestFirst`: the attributes, then the search's "newest first" order (ultima_modifica, id): see below. Its
  // `include` (PostgreSQL only) stores more columns in the index, as below.
  | { uid: string; attributes: string[]; unique?: boolean; newestFirst?: true; include?: string[] }
  // Index on the users-permissions user column of a profile's `user` link table.
  | { uid: string; linkOf: string; unique: true }
  // PostgreSQL only: a covering index, the `include` attributes stored in it (read without the table's row).
  | { uid: string; attributes: string[]; include: string[] };

const HR_USER = 'api::hr-user.hr-user';

/**
 * Equality filters of the candidate search, each indexed together with the newest-first order: the search reads
 * "these candidates, newest first" by walking one of these in order and stops after a page, where a bare
 * (column) index of a low-selectivity column tempted SQLite into fetching a fifth of the table and sorting it
 * (esperienza + luogoLavoro: 100 ms → 1 ms, docs/performance.md). provincia also serves the bucket groups.
 * The order is `ultima_modifica DESC NULLS LAST, id DESC`: SQLite walks (…, ultima_modifica) backwards (NULLs sort
 * first there, so they come last, and the rowid breaks ties); PostgreSQL needs the order spelled out in the index,
 * since a backward walk of an ascending index gives NULLS FIRST and it would sort every match instead.
 */
const SEARCH_EQUALITY = [
  'provincia',
  'occupazione',
  'esperienza',
  'qualifica',
  'mobilita',
  'categorie_protette',
  'automunito_bool',
  'incentivi_assunzione',
];

export const INDEXES: IndexSpec[] = [
  // createdAt: the Alert New Profile notice reads the candidates created in the last hour (issue 11).
  ...['nascita', 'updatedAt', 'createdAt'].map((attribute) => ({ uid: HR_USER, attributes: [attribute] })),
  ...[[], ...SEARCH_EQUALITY.map((attribute) => [attribute])].map((attributes) => ({
    uid: HR_USER,
    attributes,
    newestFirst: true as const,
    // The bucket groups and the commuting circle's walked provinces read a province newest first and check the
    // mobility and the contact check of each row: stored in the index, the walk reads no wide hr_users row
    // (PostgreSQL's index-only scan; "area + entro 30 km" at 1,000,000: 94 -> 18 ms, docs/performance.md "The
    // walked provinces read from the index").
    ...(attributes[0] === 'provincia' ? { include: ['mobilita', 'contatti_da_verificare'] } : {}),
  })),
  { uid: HR_USER, attributes: ['aggiornamento_token'], unique: true },
  // The freshness job counts the day's e-mails against its daily cap before each batch (api/freshness).
  { uid: HR_USER, attributes: ['aggiornamento_inviato_il'] },
  // The candidates a sheet word drives (search.ts) fetched by primary key without their wide row (the sheet's
  // JSON): the bucket groups' columns, the order's and the contact check, read from the index alone (issue 29,
  // docs/performance.md "One million").
  {
    uid: HR_USER,
    attributes: ['id'],
    include: ['provincia', 'mobilita', 'ultima_modifica', 'contatti_da_verificare'],
  },
  // users-permissions checks e-mails in code only: two simultaneous registrations of one address made two
  // accounts on PostgreSQL. The index makes the second fail, and registerAccount answers it "taken".
  { uid: 'plugin::users-permissions.user', attributes: ['email'], unique: true },
  // The retention job's erasure of inactive candidates (issue 41, privacy/services/retention.ts `inactiveWalks`): the
  // accounts told before the notice period, walked by the notice's date. (An index of `ultimo_accesso` was measured
  // and left out: docs/performance.md "Retention at a million".)
  { uid: 'plugin::users-permissions.user', attributes: ['avviso_inattivita_il', 'id'] },
  { uid: HR_USER, linkOf: 'user', unique: true },

  { uid: 'api::hr-company.hr-company', attributes: ['piva'] },
  { uid: 'api::hr-company.hr-company', linkOf: 'user', unique: true },
  // One team row per account (issue 27): the company of a member's token is found through it.
  { uid: 'api::team-member.team-member', linkOf: 'user', unique: true },

  { uid: 'api::conoscenze-informatiche.conoscenze-informatiche', attributes: ['value'], unique: true },
  { uid: 'api::aree-di-competenza.aree-di-competenza', attributes: ['value'], unique: true },
  { uid: 'api::mansioni.mansioni', attributes: ['value'], unique: true },

  { uid: 'api::annunci.annunci', attributes: ['archiviato', 'visibile'] },
  { uid: 'api::annunci.annunci', attributes: ['createdAt'] },
  { uid: 'api::subscription.subscription', attributes: ['data_scadenza'] },
  { uid: 'api::unlock.unlock', attributes: ['chiave'], unique: true },
  { uid: 'api::unlock.unlock', attributes: ['data_sblocco'] },
  { uid: 'api::unlock.unlock', attributes: ['esclusiva_fino_al'] },
  { uid: 'api::favourite.favourite', attributes: ['chiave'], unique: true },
  // One row of e-mail choices per candidate (issue 42); the daily job walks the active job alerts by id.
  { uid: 'api::avviso-candidato.avviso-candidato', attributes: ['chiave'], unique: true },
  { uid: 'api::avviso-candidato.avviso-candidato', attributes: ['annunci_attivo'] },
  { uid: 'api::credit-movement.credit-movement', attributes: ['date'] },
  { uid: 'api::payment.payment', attributes: ['checkout_session_id'], unique: true },
  { uid: 'api::wizard-draft.wizard-draft', attributes: ['key'], unique: true },
  { uid: 'api::wizard-draft.wizard-draft', attributes: ['expires_at'] },
  // One live draft per signed-in user and wizard kind (issue 24 item 3); anonymous drafts have no owner.
  { uid: 'api::wizard-draft.wizard-draft', attributes: ['owner', 'kind'], unique: true },
  // Run-once claims of the scheduled jobs (utils/job-run.ts): the uniqueness is the whole mechanism.
  { uid: 'api::job-run.job-run', attributes: ['chiave'], unique: true },
  { uid: 'api::job-run.job-run', attributes: ['claimed_at'] },
  // Rate-limit counters shared by the Remix instances: the upsert's ON CONFLICT needs the unique key.
  { uid: 'api::rate-limit.rate-limit', attributes: ['chiave'], unique: true },
  { uid: 'api::rate-limit.rate-limit', attributes: ['reset_at'] },
  // One invoice per checkout session; one counter row per year, which the invoice numbering's
  // INSERT ... ON CONFLICT (anno) needs; one number per year.
  { uid: 'api::invoice.invoice', attributes: ['checkout_session_id'], unique: true },
  { uid: 'api::invoice.invoice', attributes: ['anno', 'numero'], unique: true },
  { uid: 'api::invoice.invoice', attributes: ['sdi_stato'] },
  { uid: 'api::invoice.invoice-counter', attributes: ['anno'], unique: true },
  // One counted visit per kind, visitor, visited and day (utils/visits.ts): its ON CONFLICT needs the unique key.
  { uid: 'api::visit.visit', attributes: ['tipo', 'visitatore', 'visitato', 'giorno'], unique: true },
  { uid: 'api::visit.visit', attributes: ['giorno'] },
  // A candidate's weekly activity (issue 42): the companies that opened the profile, by day.
  { uid: 'api::visit.visit', attributes: ['tipo', 'visitato', 'giorno'] },
  // The credit guarantee (issue 26): one report per unlock (chiave = the unlock's), its candidate's link token, and
  // the refund job's scan of open reports by age.
  { uid: 'api::guarantee-report.guarantee-report', attributes: ['chiave'], unique: true },
  { uid: 'api::guarantee-report.guarantee-report', attributes: ['token'], unique: true },
  { uid: 'api::guarantee-report.guarantee-report', attributes: ['stato', 'segnalata_il'] },
];

/** Indexes of earlier versions that the composite ones above replace: dropped where they still exist. */
export const RETIRED_INDEXES: IndexSpec[] = SEARCH_EQUALITY.map((attribute) => ({
  uid: HR_USER,
  attributes: [attribute],
}));

/** PostgreSQL indexes of earlier versions replaced by a covering one of the same keys above (another name). */
export const RETIRED_PG_INDEXES = ['hr_users_provincia_ultima_modifica_nf_ix'];

type Meta = {
  tableName: string;
  attributes: Record<
    string,
    { columnName?: string; joinTable?: { name: string; inverseJoinColumn: { name: string } } }
  >;
};

type Resolved = { table: string; columns: string[]; unique: boolean; name: string; include?: string[] };

/** Postgres and SQLite limit identifiers; keep names short and stable. */
const indexName = (table: string, columns: string[], unique: boolean) =>
  `${table}_${columns.join('_')}_${unique ? 'uq' : 'ix'}`.slice(0, 63);

const resolve = (strapi: Core.Strapi, spec: IndexSpec): Resolved => {
  const isPg = strapi.db.dialect.client === 'postgres';
  const meta = strapi.db.metadata.get(spec.uid) as unknown as Meta;
  if ('linkOf' in spec) {
    const joinTable = meta.attributes[spec.linkOf]?.joinTable;
    if (!joinTable) throw new Error(`${spec.uid}.${spec.linkOf} has no link table`);
    const columns = [joinTable.inverseJoinColumn.name];
    return { table: joinTable.name, columns, unique: true, name: indexName(joinTable.name, columns, true) };
  }
  const columns = spec.attributes.map((attribute) => {
    const column = meta.attributes[attribute]?.columnName;
    if (!column) throw new Error(`Unknown attribute ${spec.uid}.${attribute} in the index list`);
    return column;
  });
  if ('include' in spec && spec.include && !('newestFirst' in spec)) {
    const include = spec.include.map((attribute) => meta.attributes[attribute]?.columnName ?? attribute);
    return {
      table: meta.tableName,
      columns,
      unique: false,
      name: indexName(meta.tableName, [...columns, 'cover'], false),
      include,
    };
  }
  const unique = 'unique' in spec && Boolean(spec.unique);
  if (!('newestFirst' in spec))
    return { table: meta.tableName, columns, unique, name: indexName(meta.tableName, columns, unique) };
  const named = [...columns, 'ultima_modifica'];
  const include = isPg
    ? spec.include?.map((attribute) => meta.attributes[attribute]?.columnName ?? attribute)
    : undefined;
  // A name of its own on PostgreSQL, so that an index of the plain (…, ultima_modifica) form is not taken for it
  // (and a covering one is not taken for the plain one).
  const name = indexName(
    meta.tableName,
    isPg ? [...named, 'nf', ...(include ? ['cover'] : [])] : named,
    unique,
  );
  const quoted = columns.map((column) => `"${column}"`);
  return {
    table: meta.tableName,
    columns: isPg
      ? [...quoted, '"ultima_modifica" DESC NULLS LAST', '"id" DESC']
      : [...quoted, '"ultima_modifica"'],
    unique,
    name,
    include,
  };
};

export const ensureIndexes = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const qualified = (name: string) => (schema ? `${schema}.${name}` : name);
  for (const spec of RETIRED_INDEXES) {
    await knex.raw('DROP INDEX IF EXISTS ??', [qualified(resolve(strapi, spec).name)]);
  }
  const isPg = strapi.db.dialect.client === 'postgres';
  if (isPg)
    for (const name of RETIRED_PG_INDEXES) await knex.raw('DROP INDEX IF EXISTS ??', [qualified(name)]);
  for (const spec of INDEXES) {
    if ('include' in spec && !('newestFirst' in spec) && !isPg) continue;
    const { table, columns, unique, name, include } = resolve(strapi, spec);
    // Column expressions are built here from metadata column names (already quoted), never from input.
    const list =
      'newestFirst' in spec
        ? columns.join(', ')
        : columns.map((c) => knex.raw('??', [c]).toQuery()).join(', ');
    const covering = include
      ? ` INCLUDE (${include.map((c) => knex.raw('??', [c]).toQuery()).join(', ')})`
      : '';
    await knex.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${list})${covering}`, [
      name,
      qualified(table),
    ]);
  }
};
