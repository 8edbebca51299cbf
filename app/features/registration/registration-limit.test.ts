// Past the registration limit the company form answers 429 with the message and keeps what was chosen;
// Strapi is not called. (Before, a thrown 429 page lost step 2.)
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Strapi stand-in: the shared rate-limit counters (POST /api/internal/rate-limits) in a Map, and the company
// creation, which must not be called past the limit.
const { strapiFetch } = vi.hoisted(() => {
  const counters = new Map<string, number>();
  return {
    strapiFetch: vi.fn(async (path: string, options?: { json?: { op: string; keys: string[] } }) => {
      if (path === '/api/internal/rate-limits') {
        const { op, keys } = options!.json!;
        if (op === 'hit') for (const key of keys) counters.set(key, (counters.get(key) ?? 0) + 1);
        if (op === 'reset') for (const key of keys) counters.delete(key);
        const counts = keys.map((key) => counters.get(key) ?? 0);
        return { ok: true, status: 200, data: { data: { counts } }, headers: new Headers() };
      }
      return { ok: true, status: 201, data: { user: { id: 1 } }, headers: new Headers() };
    }),
  };
});
const creations = () =>
  strapiFetch.mock.calls.filter(([path]) => path !== '/api/internal/rate-limits').length;
vi.mock('#app/server/strapi.server.ts', () => ({ strapiFetch }));
vi.mock('#app/server/forms.server.ts', () => ({ readForm: (request: Request) => request.formData() }));
vi.mock('#app/server/drafts.server.ts', () => ({
  // Step 1 as the draft stores it: the string fields of a valid registration, the checkbox as 'on'.
  readDraft: async () => {
    const { companyPayload } = await import('../../../tests/support/company');
    const fields = Object.entries(companyPayload('limite@esempio.it')).filter(
      ([, v]) => typeof v === 'string',
    );
    return { step1: { ...Object.fromEntries(fields), check_veridicita: 'on' } };
  },
  saveDraft: async () => new Headers(),
  clearDraft: async () => new Headers(),
}));

type Answer = {
  init?: { status?: number };
  data?: { result?: { error?: Record<string, string[]>; initialValue?: unknown } };
};

async function submitStep2(): Promise<Response | Answer> {
  const { action } = await import('#app/routes/_public.onboarding-c2.tsx');
  const body = new FormData();
  body.append('mansioni_preferite', 'Operatore CNC');
  body.set('numero_addetti', '10 - 50');
  body.append('punti_forza', 'Welfare aziendale');
  const request = new Request('http://localhost/onboarding-c2', {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': '10.77.0.1' },
  });
  return (await action({ request, params: {}, context: { socketAddress: '10.77.0.1' } })) as
    Response | Answer;
}

describe('company registration past the limit', () => {
  beforeEach(() => strapiFetch.mockClear());

  it('answers 429 with the message and the chosen values, without calling Strapi', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await submitStep2();
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('Location')).toBe('/onboarding-c2?esito=inviata');
    }
    expect(creations()).toBe(3);

    const refused = (await submitStep2()) as Answer;
    expect(refused.init?.status).toBe(429);
    expect(refused.data?.result?.error?.['']).toEqual(['Troppi tentativi, riprova tra qualche minuto.']);
    expect(refused.data?.result?.initialValue).toMatchObject({
      mansioni_preferite: 'Operatore CNC',
      numero_addetti: '10 - 50',
      punti_forza: 'Welfare aziendale',
    });
    expect(creations()).toBe(3);
  });
});
