// The export of the unlocked candidates (issue 43): the CSV opens in Italian Excel (BOM, `;`) and parses back with
// its accents; the XLSX reads back with exceljs; both hold exactly the company's unlocked candidates with their
// contacts, the current filter applied. The ATS endpoint: a key works, a revoked key is refused at once, another
// company's key sees nothing of ours, the key is stored hashed and only the titolare manages keys.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_COLONNE, PIPELINE_MESSAGGI } from '#catalog/pipeline.ts';
import type { ApiKeyView, AtsCandidate } from '#contracts/pipeline.ts';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi, STRAPI_URL } from '../../support/strapi';
import { addMember } from '../../support/team';

const accounts = ownAccounts('esporta');
afterEach(() => accounts.removeAll());

/** A company that unlocked two candidates with accented names (and one it did not unlock exists too). */
async function companyWithUnlocks() {
  const company = await accounts.company();
  await setCredits(company.id, 5);
  const jwt = await jwtFor(company.email);
  const first = await accounts.candidate({ nome: 'Niccolò', cognome: 'Sàntoro' });
  const second = await accounts.candidate({ nome: 'Zoë', cognome: 'D’Angelo' });
  const notUnlocked = await accounts.candidate({ nome: 'Mattia', cognome: 'Nonsbloccato' });
  for (const candidate of [first, second]) {
    const { status } = await strapi(`/api/human-resources/${candidate.id}/unlock`, { method: 'POST', jwt });
    expect(status).toBe(200);
  }
  return { company, jwt, first, second, notUnlocked };
}

const download = async (jwt: string, query: string) => {
  const response = await fetch(`${STRAPI_URL}/api/pipeline/export${query}`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('the export', () => {
  it('CSV: BOM, semicolons, the accents, exactly the company’s unlocked candidates with their contacts', async () => {
    const { jwt, first, second, notUnlocked } = await companyWithUnlocks();
    await strapi(`/api/pipeline/candidates/${first.id}/fase`, {
      method: 'PUT',
      jwt,
      json: { fase: 'proposta' },
    });
    await strapi(`/api/pipeline/candidates/${first.id}/notes`, {
      method: 'POST',
      jwt,
      json: { testo: 'Ha chiesto; "più" tempo\n=SOMMA(A1)' },
    });

    const { response, bytes } = await download(jwt, '?formato=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="candidati-sbloccati-.*\.csv"/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(EXPORT_COLONNE.map(([, header]) => header).join(';'));

    const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Array<Record<string, string>>;
    const byName = new Map(rows.map((row) => [row.Nome, row]));
    expect(rows).toHaveLength(2);
    expect(byName.has('Mattia')).toBe(false);
    expect(text).not.toContain(notUnlocked.email);
    expect(byName.get('Niccolò')).toMatchObject({
      Cognome: 'Sàntoro',
      Email: first.email,
      Telefono: first.telefono,
      Comune: 'Milano',
      Fase: 'Proposta',
      // The note's separator, quotes and line break survive; a formula is kept as text.
      'Ultima nota': 'Ha chiesto; "più" tempo\n=SOMMA(A1)',
    });
    expect(byName.get('Zoë')).toMatchObject({
      Cognome: 'D’Angelo',
      Email: second.email,
      Fase: 'Da contattare',
    });

    // The current filter.
    const filtered = parse((await download(jwt, '?formato=csv&fase=proposta')).bytes.toString('utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    }) as Array<Record<string, string>>;
    expect(filtered.map((row) => row.Nome)).toEqual(['Niccolò']);
  });

  it('XLSX: reads back with exceljs, the same rows', async () => {
    const { jwt, first, second } = await companyWithUnlocks();
    const { response, bytes } = await download(jwt, '?formato=xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(values(1)).toEqual(EXPORT_COLONNE.map(([, header]) => header));
    expect(sheet.rowCount).toBe(3);
    const rows = [values(2), values(3)];
    const emails = rows.map((row) => row[2]).sort();
    expect(emails).toEqual([first.email, second.email].sort());
    expect(rows.map((row) => row[0]).sort()).toEqual(['Niccolò', 'Zoë']);
  });

  it('refuses an unknown format or filter (400), and whoever is no company (403)', async () => {
    const { jwt, first } = await companyWithUnlocks();
    const bad = await strapi('/api/pipeline/export?formato=pdf', { jwt });
    expect(bad.status).toBe(400);
    expect((await strapi('/api/pipeline/export?formato=csv&sbloccato_da=tutti', { jwt })).status).toBe(400);
    const candidate = await jwtFor(first.email);
    expect((await strapi('/api/pipeline/export?formato=csv', { jwt: candidate })).status).toBe(403);
    // Another company's export has none of ours.
    const other = await accounts.company();
    const { bytes } = await download(await jwtFor(other.email), '?formato=csv');
    expect(bytes.toString('utf8')).not.toContain(first.email);
  });
});

const ats = (key: string | null, query = '') =>
  strapi(`/api/ats/v1/candidati${query}`, key ? { headers: { Authorization: `Bearer ${key}` } } : {});

describe('the ATS endpoint and its API keys', () => {
  it('a key works, a revoked key is refused at once, another company’s key sees nothing of ours', async () => {
    const { company, jwt, first, second } = await companyWithUnlocks();
    const created = await strapi('/api/company-api-keys', {
      method: 'POST',
      jwt,
      json: { nome: 'Il nostro ATS' },
    });
    expect(created.status).toBe(201);
    const { chiave, id } = created.body.data as ApiKeyView & { chiave: string };
    expect(chiave).toMatch(/^rp_live_/);

    // Hashed at rest, never shown again.
    const stored = await sql<{ hash: string }>('SELECT hash FROM company_api_keys WHERE id = ?', [id]);
    expect(stored[0].hash).not.toContain(chiave.slice(8));
    const listed = await strapi('/api/company-api-keys', { jwt });
    expect(JSON.stringify(listed.body)).not.toContain(chiave);

    const answer = await ats(chiave);
    expect(answer.status).toBe(200);
    const data = answer.body.data as AtsCandidate[];
    expect(data.map((c) => c.email).sort()).toEqual([first.email, second.email].sort());
    expect(data[0]).toHaveProperty('fase');
    // X-Api-Key works too.
    expect((await strapi('/api/ats/v1/candidati', { headers: { 'X-Api-Key': chiave } })).status).toBe(200);

    // Another company's key: its own (none), nothing of ours.
    const other = await accounts.company();
    const otherJwt = await jwtFor(other.email);
    const otherKey = (
      (await strapi('/api/company-api-keys', { method: 'POST', jwt: otherJwt, json: { nome: 'ATS' } })).body
        .data as { chiave: string }
    ).chiave;
    const theirs = await ats(otherKey);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    // Nor may it revoke ours.
    expect((await strapi(`/api/company-api-keys/${id}`, { method: 'DELETE', jwt: otherJwt })).status).toBe(
      404,
    );

    const revoked = await strapi(`/api/company-api-keys/${id}`, { method: 'DELETE', jwt });
    expect(revoked.status).toBe(200);
    const refused = await ats(chiave);
    expect(refused.status).toBe(401);
    expect((refused.body.error as { message: string }).message).toBe(PIPELINE_MESSAGGI.chiave_non_valida);
    expect(JSON.stringify(refused.body)).not.toContain(chiave);

    expect((await ats(null)).status).toBe(401);
    expect((await ats(`rp_live_${'x'.repeat(43)}`)).status).toBe(401);
    // A user's JWT is no key.
    expect((await ats(jwt)).status).toBe(401);
    expect(company.id).toBeGreaterThan(0);
  });

  it('only the titolare manages keys; a key is rate-limited', async () => {
    const { company, jwt } = await companyWithUnlocks();
    const member = await addMember(company.email, 'esporta');
    const byMember = await strapi('/api/company-api-keys', {
      method: 'POST',
      jwt: member.jwt,
      json: { nome: 'Mia' },
    });
    expect(byMember.status).toBe(403);
    expect((await strapi('/api/company-api-keys', { jwt: member.jwt })).status).toBe(403);
    const unnamed = await strapi('/api/company-api-keys', { method: 'POST', jwt, json: { nome: '' } });
    expect(unnamed.status).toBe(400);
    expect((unnamed.body.error as { message: string }).message).toBe(PIPELINE_MESSAGGI.nome_chiave);

    const { chiave, id } = (
      await strapi('/api/company-api-keys', { method: 'POST', jwt, json: { nome: 'ATS' } })
    ).body.data as { chiave: string; id: number };
    expect((await ats(chiave)).status).toBe(200);
    // The 61st request of the minute (the shared counter, as another instance would have counted it).
    await sql('UPDATE rate_limits SET count = 60 WHERE chiave = ?', [`ats-key:${id}`]);
    const limited = await ats(chiave);
    expect(limited.status).toBe(429);
    expect((limited.body.error as { message: string }).message).toBe(PIPELINE_MESSAGGI.troppe_richieste);
    await sql('DELETE FROM rate_limits WHERE chiave = ?', [`ats-key:${id}`]);
  });
});
