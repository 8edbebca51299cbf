// Every filter of the company search on rows built for it (issue 28), driven by the table of
// tests/support/filter-cases.ts: the search must find exactly the names of each case, and the alert jobs (the
// Alert Database digest and the Alert New Profile notice, run through their test hooks as of a day in 2001 on
// which only this file's people were modified and created) must list exactly the same names for every case an
// alert can hold. The people and companies are this file's own, removed at the end. Runs in both stages of
// `npm test` (SQLite, then PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comuniByProvincia } from '#catalog/index.ts';
import { ownAccounts } from '../../support/accounts';
import {
  SHEET_TERMS_TABLE,
  SHEET_TERM_COPIES,
} from '../../../strapi/src/api/human-resource/services/sheet-terms';
import { sql } from '../../support/db';
import {
  BASE_PROFILE,
  BLOCK_AREA,
  FILTER_CASES,
  PEOPLE,
  alertFiltersOf,
  type Block,
  type FilterCase,
  type Person,
} from '../../support/filter-cases';
import { listMails, type Mail } from '../../support/mail';
import { addSubscription } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('filtri');
const idOf = new Map<string, number>();
const nameOf = new Map<number, string>();
/** A comune of the file's own per block (the place block: per province and number, 'BG:1'). */
const comune = new Map<string, string>();
/** What names this run's rows (lower case: e-mails are stored so). */
const RUN = `filtri${Date.now().toString(36)}`;
/** The place block's sheet word: letters only (digit runs in free text are refused as phone numbers). */
const WORD = `luogo${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;
/** The distance block's sheet word, registered through the API with its people. */
const DISTANCE_WORD = `distanza${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;
let searcher: string;
const ALERT_CASES = FILTER_CASES.filter((c) => c.alert);
const alertCompany = new Map<FilterCase, string>();
/** The VAT number of the alert company of the k-th alert case. */
const alertPiva = (k: number) => `${90000000000 + k}`;

// The alert jobs run as of NOW: the digest covers the profiles modified the day before, the notice those created
// in the hour before. Only this file's people have those dates.
const NOW = new Date('2001-01-10T12:00:00Z');
const MODIFIED = '2001-01-09';
const CREATED = new Date(NOW.getTime() - 30 * 60_000);

const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** The birth date of someone who turns 35 `days` days from today (29 February: the 28th in other years). */
function born(days: number): string {
  const [year, month, day] = todayInRome().split('-').map(Number);
  let date = new Date(Date.UTC(year - 35, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date = new Date(Date.UTC(year - 35, month, 0));
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` comuni of the province whose name no candidate's city has, in any province (`residenza` is the city's
 * name alone); plain names, so that SQLite's lower() folds them as JavaScript does.
 */
async function freeComuni(sigla: string, count: number): Promise<string[]> {
  const taken = new Set(
    (await sql<{ citta: string }>('SELECT DISTINCT lower(citta) AS citta FROM hr_users')).map(
      (row) => row.citta,
    ),
  );
  const free = comuniByProvincia(sigla)
    .map((c) => c.value)
    .filter((name) => /^[A-Za-z ]+$/.test(name) && !taken.has(name.toLowerCase()))
    .slice(0, count);
  if (free.length < count) throw new Error(`not ${count} free comuni in ${sigla}`);
  return free;
}

const placeOf = (person: Person) =>
  person.block === 'luogo' ? `${person.provincia ?? 'MI'}:${person.comune ?? 1}` : person.block;

const areasOf = (person: Person) => person.aree ?? [BLOCK_AREA[person.block]];

/**
 * A registration through POST /api/create-profile (the sheet-word block: its terms are derived by Strapi; the
 * distance block: its places, and its word, and the blacklist of `piva`).
 */
const payloadOf = (name: string, person: Person, piva = '') =>
  person.luogo
    ? {
        nome: name,
        cognome: 'Filtri',
        ...person.luogo,
        ...BASE_PROFILE,
        ...person.profile,
        aree_di_competenza: areasOf(person).map((value) => ({ value })),
        scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: DISTANCE_WORD } },
        blacklisted_pivas: person.hidesFromSearcher
          ? [piva, ...ALERT_CASES.map((_, k) => alertPiva(k))].map((p) => ({ piva: p }))
          : [],
      }
    : {
        nome: name,
        cognome: 'Filtri',
        citta: comune.get(placeOf(person)),
        aree_di_competenza: areasOf(person).map((value) => ({ value })),
        scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: person.sheet } },
      };

/** The columns of a copy (the other blocks): the filters' columns as the table has them. */
function columnsOf(name: string, person: Person, k: number): Record<string, unknown> {
  const luogo = person.block === 'luogo';
  return {
    document_id: `${RUN}p${k}`,
    email: `${RUN}-${name.toLowerCase()}@esempio.it`,
    nome: name,
    cognome: 'Filtri',
    provincia: person.provincia ?? 'MI',
    citta: comune.get(placeOf(person)),
    scheda_tecnica: JSON.stringify({
      saldatura: { tipi: luogo ? ['TIG', 'Altro'] : ['TIG'], extra: luogo ? WORD : '' },
    }),
    blacklisted_pivas: '[]',
    aggiornamento_token: null,
    aggiornamento_inviato_il: null,
    visite_profilo: 0,
    visite_profilo_esteso: 0,
    created_at: CREATED,
    updated_at: CREATED,
    ...BASE_PROFILE,
    ...(person.turns35InDays === undefined ? {} : { nascita: born(person.turns35InDays) }),
    ...person.profile,
    ultima_modifica: MODIFIED,
  };
}

// PostgreSQL answers JSON columns parsed: they are bound as JSON text again.
const bindable = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;

/** Copies of row `id` of `table` with these columns changed, in one INSERT; the template's other values stay. */
async function copyRow(table: string, id: number, rows: Array<Record<string, unknown>>): Promise<void> {
  const [template] = await sql<Record<string, unknown>>(`SELECT * FROM ${table} WHERE id = ?`, [id]);
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const marks = `(${columns.map(() => '?').join(', ')})`;
  await sql(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => marks).join(', ')}`,
    rows.flatMap((row) => columns.map((column) => bindable(column in row ? row[column] : template[column]))),
  );
}

/** Link rows of a list relation (aree_di_competenza, conoscenze_informatiche), looked up by value. */
async function link(relation: string, lookupTable: string, pairs: Array<[number, string[]]>) {
  const rows = pairs.flatMap(([id, values]) => values.map((value, k) => ({ id, value, ord: k + 1 })));
  if (rows.length === 0) return;
  const lookups = await sql<{ id: number; value: string }>(`SELECT id, value FROM ${lookupTable}`);
  const idOfValue = new Map(lookups.map((row) => [row.value, Number(row.id)]));
  await sql(
    `INSERT INTO hr_users_${relation}_lnk (hr_user_id, ${relation}_id, ${relation}_ord) VALUES
     ${rows.map(() => '(?, ?, ?)').join(', ')}`,
    rows.flatMap((row) => [row.id, idOfValue.get(row.value), row.ord]),
  );
}

const copies: number[] = [];
const copiedCompanies: number[] = [];
const inList = (ids: number[]) => `(${ids.map(() => '?').join(', ')})`;

beforeAll(async () => {
  const mi = await freeComuni('MI', 12);
  const blocks = [...new Set(Object.values(PEOPLE).map((p) => p.block))].filter(
    (b) => b !== 'luogo' && b !== 'distanza',
  );
  blocks.forEach((block, k) => comune.set(block, mi[k]));
  comune.set('MI:1', mi[11]);
  const [bg1, bg2] = await freeComuni('BG', 2);
  comune.set('BG:1', bg1);
  comune.set('BG:2', bg2);
  comune.set('TO:1', (await freeComuni('TO', 1))[0]);

  // Registered: the sheet-word block and the searching company (it works in MI, the bucket groups' province).
  const people = Object.entries(PEOPLE);
  const registered = people.filter(([, person]) => person.block === 'scheda');
  const [company] = await Promise.all([
    accounts.company(),
    ...registered.map(async ([name, person]) => {
      const { id } = await accounts.candidate(payloadOf(name, person));
      idOf.set(name, id);
    }),
  ]);
  searcher = await jwtFor(company.email);
  // The distance block after the company: one of them blacklists it.
  for (const [name, person] of people.filter(([, p]) => p.block === 'distanza')) {
    const { id } = await accounts.candidate(payloadOf(name, person, company.piva));
    idOf.set(name, id);
  }

  // Copied: everybody else, from the first registered person.
  const copied = people.filter(([, person]) => person.block !== 'scheda' && person.block !== 'distanza');
  await copyRow(
    'hr_users',
    idOf.get(registered[0][0])!,
    copied.map(([name, person], k) => columnsOf(name, person, k)),
  );
  const rows = await sql<{ id: number; nome: string }>('SELECT id, nome FROM hr_users WHERE email LIKE ?', [
    `${RUN}-%`,
  ]);
  for (const row of rows) {
    idOf.set(row.nome, Number(row.id));
    copies.push(Number(row.id));
  }
  expect(copies).toHaveLength(copied.length);
  const withId = (list: typeof people) => list.map(([name, person]) => ({ id: idOf.get(name)!, person }));
  await link(
    'aree_di_competenza',
    'aree_di_competenzas',
    withId(copied).map(({ id, person }) => [id, areasOf(person)]),
  );
  await link(
    'conoscenze_informatiche',
    'conoscenze_informatiches',
    withId(copied).map(({ id, person }) => [id, person.conoscenze ?? []]),
  );
  const luogo = withId(copied).filter(({ person }) => person.block === 'luogo');
  // With the columns the term rows copy from the candidate (sheet-terms.ts), as derived.ts writes them.
  const carried = SHEET_TERM_COPIES.join(', ');
  await sql(
    `INSERT INTO ${SHEET_TERMS_TABLE} (term, hr_user_id, ${carried})
     SELECT ?, id, ${carried} FROM hr_users WHERE id IN ${inList(luogo.map(({ id }) => id))}`,
    [WORD, ...luogo.map(({ id }) => id)],
  );
  for (const { id, person } of withId(people))
    for (const column of person.unset ?? [])
      await sql(`UPDATE hr_users SET ${column} = NULL WHERE id = ?`, [id]);
  for (const [name, id] of idOf) nameOf.set(id, name);
  const ids = [...idOf.values()];
  await sql(`UPDATE hr_users SET ultima_modifica = ?, created_at = ? WHERE id IN ${inList(ids)}`, [
    MODIFIED,
    CREATED,
    ...ids,
  ]);

  // One alert company per alert case, copied from the searching company, with both alerts and a live Alert New
  // Profile subscription.
  await copyRow(
    'hr_companies',
    company.id,
    ALERT_CASES.map((c, k) => ({
      document_id: `${RUN}c${k}`,
      email: `${RUN}-alert${k}@esempio.it`,
      nome: `Filtri ${c.title}`,
      piva: alertPiva(k),
      filtri: alertFiltersOf(c),
      filtri_profile: alertFiltersOf(c),
      abbonamento_np: true,
      alert_db_coperto_al: null,
      alert_np_dal: null,
      created_at: new Date(),
      updated_at: new Date(),
    })),
  );
  for (const [k, c] of ALERT_CASES.entries()) {
    const [row] = await sql<{ id: number }>('SELECT id FROM hr_companies WHERE email = ?', [
      `${RUN}-alert${k}@esempio.it`,
    ]);
    const id = Number(row.id);
    copiedCompanies.push(id);
    alertCompany.set(c, `${RUN}-alert${k}@esempio.it`);
    await addSubscription(id, 'alert_new_profile', 4, 365);
  }
}, 120_000);

afterAll(async () => {
  await restoreOthers();
  if (copies.length > 0) {
    for (const table of [
      'hr_users_aree_di_competenza_lnk',
      'hr_users_conoscenze_informatiche_lnk',
      SHEET_TERMS_TABLE,
    ])
      await sql(`DELETE FROM ${table} WHERE hr_user_id IN ${inList(copies)}`, copies);
    // The search counted the cards it showed.
    await sql(`DELETE FROM visite WHERE tipo = 'profilo' AND visitato IN ${inList(copies)}`, copies);
    await sql(`DELETE FROM hr_users WHERE id IN ${inList(copies)}`, copies);
  }
  if (copiedCompanies.length > 0) {
    const owned = `SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id IN ${inList(copiedCompanies)}`;
    await sql(`DELETE FROM subscriptions WHERE id IN (${owned})`, copiedCompanies);
    await sql(
      `DELETE FROM subscriptions_hr_company_lnk WHERE hr_company_id IN ${inList(copiedCompanies)}`,
      copiedCompanies,
    );
    await sql(`DELETE FROM hr_companies WHERE id IN ${inList(copiedCompanies)}`, copiedCompanies);
  }
  await accounts.removeAll();
}, 120_000);

/** Names of a search or mail, in its order; an id of nobody in the table is a stranger. */
const namesOf = (ids: number[]) => ids.map((id) => nameOf.get(id) ?? `stranger #${id}`);
const sorted = (names: readonly string[]) => [...names].sort();

/** The table's own consistency: a case names every person of its block once, in or out. */
function expectWholeBlock(c: FilterCase) {
  const block = Object.keys(PEOPLE).filter((name) => PEOPLE[name].block === c.block);
  expect(sorted([...c.in, ...c.out]), `${c.title}: in + out`).toEqual(sorted(block));
}

function queryOf(c: FilterCase): string {
  const params = new URLSearchParams();
  if (c.block === 'luogo') params.append('scheda_tecnica', WORD);
  else if (c.block === 'distanza') params.append('scheda_tecnica', DISTANCE_WORD);
  else params.append('residenza', comune.get(c.block as Block)!);
  for (const [key, value] of Object.entries(c.filters))
    for (const item of [value].flat())
      params.append(key, key === 'residenza' ? comune.get(item)!.toUpperCase() : item);
  return params.toString();
}

/** The ids of a search as the searching company, one page (a block is smaller than a page). */
async function searchIds(query: string): Promise<number[]> {
  const { status, body } = await strapi(`/api/human-resources?${query}`, { jwt: searcher });
  expect(status).toBe(200);
  const page = body as unknown as { data: Array<{ id: number }>; meta: { pagination: { hasNext: boolean } } };
  expect(page.meta.pagination.hasNext).toBe(false);
  return page.data.map((card) => card.id);
}

describe('company search: each filter finds exactly its names', () => {
  for (const c of FILTER_CASES) {
    it(c.title, async () => {
      expectWholeBlock(c);
      // A filter's names may be in either bucket: both are searched, unless the case is about the buckets.
      const aboutBuckets = c.groups !== undefined || c.filters.bucket !== undefined;
      const found = namesOf([
        ...(await searchIds(queryOf(c))),
        ...(aboutBuckets ? [] : await searchIds(`${queryOf(c)}&bucket=altri`)),
      ]);
      expect(sorted(found), queryOf(c)).toEqual(sorted(c.in));
      for (const name of c.out) expect(found).not.toContain(name);
      // The bucket groups come one after the other, each as a whole.
      let start = 0;
      for (const group of c.groups ?? []) {
        expect(sorted(found.slice(start, start + group.length)), group.join()).toEqual(sorted(group));
        start += group.length;
      }
    });
  }
});

/**
 * Puts back what a job run as of NOW changed for companies that are not this file's: the state of those with an
 * alert and no previous run (their first run is NOW's) and NOW's claims, so that their next real run is a first one.
 */
async function restoreOthers() {
  await sql(
    `UPDATE hr_companies SET alert_db_coperto_al = NULL WHERE CAST(alert_db_coperto_al AS TEXT) = ?`,
    [MODIFIED],
  );
  await sql('UPDATE hr_companies SET alert_np_dal = NULL WHERE alert_np_dal = ?', [NOW]);
  await sql('DELETE FROM job_runs WHERE chiave LIKE ? OR chiave LIKE ?', [
    `alert-database:${NOW.toISOString().slice(0, 10)}:%`,
    `alert-new-profile:${NOW.toISOString().slice(0, 13)}:%`,
  ]);
}

/** Runs the job as of NOW and answers, per alert case, the names of the one mail its company got. */
async function runAlertJob(job: 'alert-database' | 'alert-new-profile', subject: RegExp) {
  const answer = await strapi(`/api/test-hooks/${job}`, { method: 'POST', json: { now: NOW.toISOString() } });
  expect(answer.status).toBe(200);
  expect((answer.body.data as { sent: number }).sent).toBeGreaterThanOrEqual(ALERT_CASES.length);
  const mailsOf = (mails: Mail[], email: string) =>
    mails.filter((m) => subject.test(m.subject) && m.to.some((to) => to.address.toLowerCase() === email));
  // Every case has names, so every company gets its mail: wait until they are all in the catcher.
  let mails: Mail[] = [];
  for (let tries = 0; tries < 50; tries += 1) {
    mails = await listMails();
    if (ALERT_CASES.every((c) => mailsOf(mails, alertCompany.get(c)!).length > 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const selected = new Map<FilterCase, string[]>();
  for (const c of ALERT_CASES) {
    const own = mailsOf(mails, alertCompany.get(c)!);
    expect(own, `${c.title}: one mail`).toHaveLength(1);
    const ids = [...(own[0].text ?? '').matchAll(/\/resource-profile\/(\d+)/g)].map((m) => Number(m[1]));
    selected.set(c, namesOf(ids));
  }
  return selected;
}

describe.each([
  ['Alert Database digest', 'alert-database', /^Alert Database: /],
  ['Alert New Profile notice', 'alert-new-profile', /^Alert New Profile: /],
] as const)('%s: each alert filter set lists exactly the names of its case', (_, job, subject) => {
  let selected: Map<FilterCase, string[]>;
  beforeAll(async () => {
    try {
      selected = await runAlertJob(job, subject);
    } finally {
      await restoreOthers();
    }
  }, 60_000);

  for (const c of ALERT_CASES) {
    it(c.title, () => {
      expectWholeBlock(c);
      expect(sorted(selected.get(c)!), alertFiltersOf(c)).toEqual(sorted(c.in));
    });
  }
});
