import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const strapiFetch = vi.fn();
vi.mock('#app/server/strapi.server.ts', async (original) => ({
  ...(await original<typeof import('#app/server/strapi.server.ts')>()),
  strapiFetch: (...args: unknown[]) => strapiFetch(...args),
}));
// authedFetch reads the session: a fixed JWT for any request.
vi.mock('#app/server/session.server.ts', () => ({
  getJwt: async () => 'jwt-a',
  getSession: async () => ({ get: () => 'sealed' }),
  unsealJwt: () => 'jwt-a',
  sealJwt: (jwt: string) => jwt,
  sessionStorage: { destroySession: async () => 'token=; Max-Age=0' },
}));

const { CACHE_MS, MAX_ENTRIES, fetchCurrentUser, forgetAllCurrentUsers, forgetCurrentUser } =
  await import('#app/server/current-user.server.ts');
const { authedFetch, destroySessionHeaders } = await import('#app/server/auth.server.ts');
const { humanResources } = await import('#contracts/human-resources.ts');
const { company } = await import('#contracts/company.ts');
const searchPage = [humanResources.search, { query: 'page=1' }] as const;
const unlock7 = (json: object) => [humanResources.unlock, { params: { id: 7 }, json }] as const;

const user = (credits: number) => ({
  ok: true,
  status: 200,
  data: { id: 1, email: 'a@b.it', hr_user: null, hr_company: { crediti: credits } },
  headers: new Headers(),
});

/** A Strapi answer that arrives when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const meCalls = () => strapiFetch.mock.calls.filter(([path]) => path === '/api/me').length;

beforeEach(() => {
  // setImmediate stays real: a guard's /api/me waits one turn of the event loop for a call to carry it.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  forgetAllCurrentUsers();
  strapiFetch.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('fetchCurrentUser', () => {
  it('gives every caller sharing a failed call a 503 page of its own (Remix reads the body of each)', async () => {
    strapiFetch.mockRejectedValueOnce(
      new Response('Servizio momentaneamente non disponibile', { status: 503 }),
    );
    const failures = await Promise.all(
      [fetchCurrentUser('jwt-a'), fetchCurrentUser('jwt-a')].map((call) =>
        call.then(
          () => null,
          (error: Response) => error,
        ),
      ),
    );
    expect(meCalls()).toBe(1);
    expect(failures[0]).not.toBe(failures[1]);
    for (const failure of failures) {
      expect(failure?.status).toBe(503);
      expect(await failure?.text()).toBe('Servizio momentaneamente non disponibile');
    }
  });

  it('shares one Strapi call between concurrent callers with the same JWT', async () => {
    const answer = deferred<ReturnType<typeof user>>();
    strapiFetch.mockReturnValueOnce(answer.promise);
    const first = fetchCurrentUser('jwt-a');
    const second = fetchCurrentUser('jwt-a');
    answer.resolve(user(5));
    const [a, b] = await Promise.all([first, second]);
    expect(meCalls()).toBe(1);
    expect(strapiFetch).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ jwt: 'jwt-a', method: 'GET' }),
    );
    expect(a.ok && b.ok && a.data.hr_company?.crediti === 5 && b.data.hr_company?.crediti === 5).toBe(true);
    // Copies: one loader changing its user does not change the other's.
    expect(a.ok && b.ok && a.data !== b.data).toBe(true);
  });

  it('never shares between different JWTs', async () => {
    strapiFetch.mockResolvedValue(user(5));
    await Promise.all([fetchCurrentUser('jwt-a'), fetchCurrentUser('jwt-b')]);
    expect(meCalls()).toBe(2);
  });

  it('keeps a successful answer for CACHE_MS, then asks again', async () => {
    strapiFetch.mockResolvedValueOnce(user(5)).mockResolvedValueOnce(user(4));
    await fetchCurrentUser('jwt-a');
    vi.advanceTimersByTime(CACHE_MS - 1);
    const kept = await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(1);
    expect(kept.ok && kept.data.hr_company?.crediti).toBe(5);
    vi.advanceTimersByTime(1);
    const again = await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(2);
    expect(again.ok && again.data.hr_company?.crediti).toBe(4);
  });

  it('does not keep a refusal nor a failure', async () => {
    strapiFetch
      .mockResolvedValueOnce({ ok: false, status: 401, error: { message: 'no' }, headers: new Headers() })
      .mockRejectedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(user(5));
    expect((await fetchCurrentUser('jwt-a')).ok).toBe(false);
    await expect(fetchCurrentUser('jwt-a')).rejects.toBeInstanceOf(Response);
    expect((await fetchCurrentUser('jwt-a')).ok).toBe(true);
    expect(meCalls()).toBe(3);
  });

  it('forgetCurrentUser and a fresh read (login) ask Strapi again', async () => {
    strapiFetch.mockResolvedValueOnce(user(5)).mockResolvedValueOnce(user(4)).mockResolvedValueOnce(user(3));
    await fetchCurrentUser('jwt-a');
    forgetCurrentUser('jwt-a');
    const after = await fetchCurrentUser('jwt-a');
    expect(after.ok && after.data.hr_company?.crediti).toBe(4);
    const login = await fetchCurrentUser('jwt-a', { fresh: true });
    expect(login.ok && login.data.hr_company?.crediti).toBe(3);
    expect(meCalls()).toBe(3);
  });

  it('does not keep an answer that was in flight when the session was forgotten', async () => {
    const stale = deferred<ReturnType<typeof user>>();
    strapiFetch.mockReturnValueOnce(stale.promise).mockResolvedValueOnce(user(4));
    const pending = fetchCurrentUser('jwt-a');
    forgetCurrentUser('jwt-a'); // e.g. a purchase finished meanwhile
    stale.resolve(user(5));
    await pending;
    const next = await fetchCurrentUser('jwt-a');
    expect(next.ok && next.data.hr_company?.crediti).toBe(4);
  });

  it('holds at most MAX_ENTRIES sessions, dropping the oldest', async () => {
    strapiFetch.mockResolvedValue(user(5));
    for (let n = 0; n <= MAX_ENTRIES; n += 1) await fetchCurrentUser(`jwt-${n}`);
    expect(meCalls()).toBe(MAX_ENTRIES + 1);
    await fetchCurrentUser(`jwt-${MAX_ENTRIES}`); // newest: kept
    expect(meCalls()).toBe(MAX_ENTRIES + 1);
    await fetchCurrentUser('jwt-0'); // oldest: dropped
    expect(meCalls()).toBe(MAX_ENTRIES + 2);
  });
});

describe('invalidation by authedFetch and logout', () => {
  const request = () => new Request('http://localhost/company-home');

  it('a non-GET authedFetch forgets the session, a GET does not', async () => {
    strapiFetch.mockResolvedValue(user(5));
    await fetchCurrentUser('jwt-a');
    await authedFetch(request(), ...searchPage);
    await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(1);
    await authedFetch(request(), ...unlock7({ unlocked: true }));
    await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(2);
  });

  it('a failed non-GET call forgets too', async () => {
    strapiFetch.mockResolvedValueOnce(user(5)).mockRejectedValueOnce(new Response('down', { status: 503 }));
    await fetchCurrentUser('jwt-a');
    await expect(authedFetch(request(), company.update, { json: { data: {} } })).rejects.toBeInstanceOf(
      Response,
    );
    strapiFetch.mockResolvedValue(user(4));
    await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(2);
  });

  it('logout forgets the session', async () => {
    strapiFetch.mockResolvedValue(user(5));
    await fetchCurrentUser('jwt-a');
    await destroySessionHeaders(request());
    await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(2);
  });
});

describe('the /api/me carried on the page call (issue 29 item 5)', () => {
  const request = () => new Request('http://localhost/company-home');
  const search = (carriedMe?: ReturnType<typeof user>['data']) => ({
    ok: true,
    status: 200,
    data: { data: [], meta: {} },
    headers: new Headers(),
    ...(carriedMe ? { carriedMe } : {}),
  });
  const carryOf = (path: string) =>
    strapiFetch.mock.calls.find(([called]) => called === path)?.[1]?.carryMe as boolean | undefined;

  it('a guard and the page GET of the same turn make one Strapi call, which carries /api/me', async () => {
    strapiFetch.mockResolvedValueOnce(search(user(7).data));
    const [guard, page] = await Promise.all([
      fetchCurrentUser('jwt-a'),
      authedFetch(request(), ...searchPage),
    ]);
    expect(meCalls()).toBe(0);
    expect(carryOf('/api/human-resources?page=1')).toBe(true);
    expect(guard.ok && guard.data.hr_company?.crediti).toBe(7);
    expect(page.ok && page.data).toEqual({ data: [], meta: {} });
    // Kept like an answer of /api/me itself.
    await fetchCurrentUser('jwt-a');
    expect(meCalls()).toBe(0);
  });

  it('without a carried answer the guard asks /api/me itself, once', async () => {
    strapiFetch.mockResolvedValueOnce(search()).mockResolvedValueOnce(user(3));
    const guards = Promise.all([fetchCurrentUser('jwt-a'), fetchCurrentUser('jwt-a')]);
    await authedFetch(request(), ...searchPage);
    const [a, b] = await guards;
    expect(meCalls()).toBe(1);
    expect(a.ok && b.ok && a.data.hr_company?.crediti === 3 && b.data.hr_company?.crediti === 3).toBe(true);
  });

  it('a page call that fails hands the guard over to /api/me, which fails or answers on its own', async () => {
    strapiFetch.mockRejectedValueOnce(new Response('down', { status: 503 })).mockResolvedValueOnce(user(2));
    const guard = fetchCurrentUser('jwt-a');
    await expect(authedFetch(request(), ...searchPage)).rejects.toBeInstanceOf(Response);
    const answer = await guard;
    expect(meCalls()).toBe(1);
    expect(answer.ok && answer.data.hr_company?.crediti).toBe(2);
  });

  it('a GET made after the guard asked Strapi carries nothing', async () => {
    strapiFetch.mockResolvedValueOnce(user(5)).mockResolvedValueOnce(search());
    await fetchCurrentUser('jwt-a');
    await authedFetch(request(), ...searchPage);
    expect(carryOf('/api/human-resources?page=1')).toBe(false);
    expect(meCalls()).toBe(1);
  });

  it('a change keeps the /api/me its answer carries, computed after the change', async () => {
    strapiFetch.mockResolvedValueOnce(user(5)).mockResolvedValueOnce(search(user(4).data));
    await fetchCurrentUser('jwt-a');
    await authedFetch(request(), ...unlock7({}));
    expect(carryOf('/api/human-resources/7/unlock')).toBe(true);
    const after = await fetchCurrentUser('jwt-a');
    expect(after.ok && after.data.hr_company?.crediti).toBe(4);
    expect(meCalls()).toBe(1);
  });
});
