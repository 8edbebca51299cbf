// Malformed and hostile posts to every step of the candidate wizard, and crafted calls straight to Strapi's
// create-profile / update-profile: always a 4xx with messages, never a 500, never an invalid stored profile.
import { describe, expect, it } from 'vitest';
import { sql } from '../../support/db';
import { jwtFor, strapi } from '../../support/strapi';
import { validPayload } from '../../support/candidate-payload';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';

async function openWizard(): Promise<{ jar: Jar; hidden: Record<string, string> }> {
  const jar: Jar = new Map();
  const response = await fetch(`${REMIX}/onboarding-u`);
  store(jar, response);
  const html = await response.text();
  const { csrf, from__confirm } = inputValues(html);
  const hidden: Record<string, string> = { csrf, from__confirm, name__confirm: '' };
  return { jar, hidden };
}

async function post(jar: Jar, path: string, body: URLSearchParams) {
  const response = await fetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  store(jar, response);
  return { status: response.status, html: await response.text() };
}

const form = (hidden: Record<string, string>, entries: [string, string][]) => {
  const body = new URLSearchParams(hidden);
  for (const [name, value] of entries) body.append(name, value);
  return body;
};

const HUGE = 'x'.repeat(100_000);
const EMAIL_TEXT = 'scrivimi a mario.rossi@example.com';

/** Per step: its path, a text field for the hostile strings, and a list/choice field for wrong types. */
const STEPS: { path: string; text: string; choice: string }[] = [
  { path: '/onboarding-u', text: 'nome', choice: 'mobilita' },
  { path: '/stato-occupazionale', text: 'occupazione', choice: 'esperienza' },
  { path: '/titolo-di-studio', text: 'perito_text', choice: 'perito_enum' },
  {
    path: '/conoscenze-informatiche',
    text: 'conoscenze_informatiche_text',
    choice: 'conoscenze_informatiche',
  },
  { path: '/conoscenze-linguistiche', text: 'lingue[1].lingua', choice: 'lingue[1].livello' },
  { path: '/mansioni', text: 'qualifica', choice: 'aree_di_competenza' },
  { path: '/scheda-tecnica', text: 'saldatura.extra', choice: 'saldatura.tipi' },
  { path: '/valori-aziendali-ricercati', text: 'welfare', choice: 'sicurezza' },
  { path: '/altre-informazioni', text: 'benefits', choice: 'tipo_contratto' },
];

describe('wizard step actions refuse malformed and hostile input', () => {
  for (const step of STEPS) {
    it(`${step.path}: missing fields, wrong types, 100 kB strings, e-mail in free text → 400`, async () => {
      const { jar, hidden } = await openWizard();
      const cases: [string, [string, string][]][] = [
        ['missing fields', []],
        [
          'wrong types',
          [
            [step.choice, 'valore-inesistente'],
            [step.choice, '{"$ne":1}'],
            [step.text, '1'],
            [step.text, '2'],
          ],
        ],
        [
          '100 kB string',
          [
            [step.text, HUGE],
            [step.choice, HUGE],
          ],
        ],
        [
          'e-mail in free text',
          [
            [step.text, EMAIL_TEXT],
            ['saldatura.tipi', 'Altro'],
          ],
        ],
        [
          'hostile row index',
          [
            ['lingue[999999999].lingua', 'x'],
            ['blacklisted_pivas[99999999].piva', '1'],
          ],
        ],
      ];
      for (const [label, entries] of cases) {
        const { status, html } = await post(jar, step.path, form(hidden, entries));
        expect(status, `${step.path} ${label}`).toBe(400);
        expect(html, `${step.path} ${label}`).toMatch(
          /Campo obbligatorio|Massimo|Valore non valido|Non puoi|Devi|Selezionare|Scheda tecnica non compilata|Inserire/,
        );
      }
    });
  }

  it('shows the free-text messages for an e-mail, a phone number and an address', async () => {
    const { jar, hidden } = await openWizard();
    const check = async (value: string, message: string) => {
      const { status, html } = await post(jar, '/onboarding-u', form(hidden, [['nome', value]]));
      expect(status).toBe(400);
      expect(html).toContain(message.replace("'", '&#x27;'));
    };
    await check('mario@example.com', "Non puoi inserire l'email");
    await check('Mario 347 1234567', 'Non puoi inserire un numero di telefono');
    await check('Mario Via Roma', 'Non puoi inserire un indirizzo');
  });
});

describe('crafted calls straight to Strapi', () => {
  const create = (data: unknown) => strapi('/api/create-profile', { method: 'POST', json: { data } });
  // Each crafted profile under an address of this run's own, so the database can be asked what was stored.
  const run = `hostile-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  let crafted = 0;
  const craftedPayload = (): Record<string, unknown> => ({
    ...validPayload(),
    email: `${run}-${(crafted += 1)}@esempio.it`,
  });
  /** Accounts and candidates stored under this run's addresses: a refused profile must leave none. */
  const storedOfRun = async () => {
    const [row] = await sql<{ n: number | string }>(
      `SELECT (SELECT count(*) FROM up_users WHERE email LIKE ?) + (SELECT count(*) FROM hr_users WHERE email LIKE ?)
         AS n`,
      [`${run}-%`, `${run}-%`],
    );
    return Number(row.n);
  };
  /** When the demo candidate's record was last written (any stored change moves it). */
  const demoWritten = async () =>
    (
      await sql<{ at: unknown }>('SELECT updated_at AS at FROM hr_users WHERE email = ?', [
        'candidato@demo.it',
      ])
    )[0].at;

  it('create-profile refuses invalid profiles with 400 and stores nothing', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { ...craftedPayload(), nome: 'mario@example.com' },
      { ...craftedPayload(), telefono: 'abc' },
      { ...craftedPayload(), welfare: 7 },
      { ...craftedPayload(), citta: 'Roma' },
      { ...craftedPayload(), lingue: [{ lingua: 'Inglese', livello: 'Base A1-A2' }] },
      { ...craftedPayload(), scheda_tecnica: { saldatura: { tipi: [], extra: '' } } },
      { ...craftedPayload(), scheda_tecnica: { saldatura: { tipi: ['Altro'], extra: '' } } },
      { ...craftedPayload(), conoscenze_informatiche: [{ value: 'Inesistente' }] },
      { ...craftedPayload(), blacklisted_pivas: [{ piva: '123' }] },
      { ...craftedPayload(), visite_profilo: 9999 },
      { ...craftedPayload(), benefits: 'x'.repeat(100_000) },
      { ...craftedPayload(), disponibilita_colloquio: false },
    ];
    for (const payload of bad) {
      const { status, body } = await create(payload);
      expect(status, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(JSON.stringify(body)).toContain('ValidationError');
    }
    expect((await create('stringa')).status).toBe(400);
    expect((await strapi('/api/create-profile', { method: 'POST', json: [1, 2] })).status).toBe(400);
    expect(await storedOfRun()).toBe(0);
  });

  it('create-profile and update-profile refuse unbounded lists and keys with 400 and an Italian message', async () => {
    const italiano = { lingua: 'Italiano', livello: 'Madrelingua' };
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '5,000 language rows',
        {
          lingue: [
            italiano,
            ...Array.from({ length: 4999 }, () => ({ lingua: 'Inglese', livello: 'Base A1-A2' })),
          ],
        },
        'Puoi indicare al massimo 20 lingue',
      ],
      [
        '20,000 VAT numbers',
        {
          blacklisted_pivas: Array.from({ length: 20_000 }, (_, i) => ({ piva: String(10_000_000_000 + i) })),
        },
        'Puoi indicare al massimo 50 P. IVA',
      ],
      [
        'a 300 kB key inside a language entry',
        { lingue: [{ ...italiano, ['k'.repeat(300_000)]: 1 }] },
        'Campo non previsto',
      ],
    ];
    const jwt = await jwtFor('candidato@demo.it');
    const written = await demoWritten();
    for (const [name, change, message] of cases) {
      const created = await create({ ...craftedPayload(), ...change });
      expect(created.status, name).toBe(400);
      expect(JSON.stringify(created.body), name).toContain(message);
      const updated = await strapi('/api/create-profile/update-profile', {
        method: 'PUT',
        jwt,
        json: { data: { ...validPayload(), email: 'candidato@demo.it', ...change } },
      });
      expect(updated.status, name).toBe(400);
      expect(JSON.stringify(updated.body), name).toContain(message);
    }
    expect(await storedOfRun()).toBe(0);
    expect(await demoWritten()).toEqual(written);
  });

  it('create-profile refuses an e-mail already in use', async () => {
    const { status } = await create({ ...validPayload(), email: 'candidato@demo.it' });
    expect(status).toBe(400);
  });

  it('update-profile needs the candidate role and refuses invalid profiles', async () => {
    const written = await demoWritten();
    const anonymous = await strapi('/api/create-profile/update-profile', {
      method: 'PUT',
      json: { data: validPayload() },
    });
    expect([401, 403]).toContain(anonymous.status);
    const company = await jwtFor('azienda@demo.it');
    const asCompany = await strapi('/api/create-profile/update-profile', {
      method: 'PUT',
      jwt: company,
      json: { data: validPayload() },
    });
    expect(asCompany.status).toBe(403);
    const candidate = await jwtFor('candidato@demo.it');
    const invalid = await strapi('/api/create-profile/update-profile', {
      method: 'PUT',
      jwt: candidate,
      json: { data: { ...validPayload(), nome: 'chiamami 3471234567' } },
    });
    expect(invalid.status).toBe(400);
    expect(await demoWritten()).toEqual(written);
    const me = await strapi('/api/me', { jwt: candidate });
    expect((me.body as { hr_user: { nome: string } }).hr_user.nome).toBe('Marco');
  });

  it('serves the municipalities of a province, an empty list for an unknown code', async () => {
    const mi = await strapi('/api/create-profile/comuni/MI');
    expect(mi.status).toBe(200);
    expect(mi.body as unknown as { value: string }[]).toContainEqual(
      expect.objectContaining({ value: 'Milano' }),
    );
    expect((await strapi('/api/create-profile/comuni/XX')).body).toEqual([]);
  });
});
