// Issue 42 item 1, the wizard's end: a new registration (POST /api/create-profile) may turn the job alert on with
// `avvisi: {annunci: true, km}`. Strapi records the consent as the board's button does (the row of
// avvisi_candidato, on, with the moment); without it nothing is recorded; a malformed value is a 400 with an Italian
// message and creates nothing (neither the account nor the profile).
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { sql } from '../../support/db';
import { strapi } from '../../support/strapi';

const accounts = ownAccounts('alert-consent');
afterAll(() => accounts.removeAll());

const register = (avvisi?: unknown) => {
  const email = `alert-consent-candidato-${randomUUID().slice(0, 8)}@esempio.it`;
  const telefono = `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  accounts.adopt(email);
  const json: Record<string, unknown> = { data: { ...validPayload(), email, telefono } };
  if (avvisi !== undefined) json.avvisi = avvisi;
  return strapi('/api/create-profile', { method: 'POST', json }).then((answer) => ({ email, answer }));
};

const alertRowOf = (email: string) =>
  sql<{
    annunci_attivo: unknown;
    annunci_km: unknown;
    annunci_consenso_il: unknown;
    annunci_inviati_fino_al: unknown;
  }>(
    `SELECT a.annunci_attivo, a.annunci_km, a.annunci_consenso_il, a.annunci_inviati_fino_al FROM avvisi_candidato a
     JOIN avvisi_candidato_hr_user_lnk l ON l.avviso_candidato_id = a.id JOIN hr_users u ON u.id = l.hr_user_id
     WHERE lower(u.email) = lower(?)`,
    [email],
  );
const storedUsers = (email: string) => sql('SELECT id FROM up_users WHERE lower(email) = lower(?)', [email]);

describe('the job alert of a new registration', () => {
  it('records the consent with its moment and the radius when the box is ticked', async () => {
    const before = Date.now();
    const { email, answer } = await register({ annunci: true, km: 30 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const rows = await alertRowOf(email);
    expect(rows).toHaveLength(1);
    expect(Boolean(rows[0].annunci_attivo)).toBe(true);
    expect(Number(rows[0].annunci_km)).toBe(30);
    const consent = new Date(rows[0].annunci_consenso_il as string | number | Date).getTime();
    expect(consent).toBeGreaterThanOrEqual(before - 2_000);
    expect(consent).toBeLessThanOrEqual(Date.now() + 2_000);
    // The first e-mail starts from the consent: no post published before it.
    expect(rows[0].annunci_inviati_fino_al).not.toBeNull();
  });

  it('records nothing when the box is not ticked', async () => {
    const { email, answer } = await register();
    expect(answer.status).toBe(201);
    expect(await alertRowOf(email)).toEqual([]);
  });

  it('refuses a malformed choice with an Italian 400 and creates nothing', async () => {
    for (const avvisi of [
      { annunci: true, km: 7 },
      { annunci: 'si', km: 30 },
      { annunci: false, km: 30 },
      { annunci: true },
      { annunci: true, km: 30, settimanale: false },
      { annunci: true, km: 30, extra: 1 },
      'on',
      [true],
    ]) {
      const { email, answer } = await register(avvisi);
      expect(answer.status, JSON.stringify(avvisi)).toBe(400);
      const error = (answer.body as { error?: { message?: string } }).error;
      expect(error?.message).toBe('Impostazioni degli avvisi non valide.');
      expect(await storedUsers(email)).toEqual([]);
    }
  });
});
