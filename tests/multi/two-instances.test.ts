// Two of everything (issue 15 item 3): two Strapi and two Remix servers over one PostgreSQL database, requests
// spread over both, as behind a load balancer. Run by `npm test` after the PostgreSQL stage (REMIX_URLS and
// STRAPI_URLS name both instances of each). The companies and candidates the checks need are the file's own
// (ownAccounts), removed at the end: no check picks seeded rows, so none depends on what ran before it.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_FILTERS, serializeAlertFilters } from '#catalog/index.ts';
import { modifiedTodayDuring, ownAccounts } from '../support/accounts';
import { companyPayload } from '../support/company';
import { sql } from '../support/db';
import { settledMails, sentSince, sentTo } from '../support/mail-wait';
import { setCredits, unlockCount } from '../support/search-db';
import { jwtFor } from '../support/strapi';
import { addMember } from '../support/team';
import { cookieHeader, inputValues, remixSignIn, signInAttempt, store, type Jar } from '../support/remix';
import { fetchFrom, freshLoopback, startRemixServer, type RemixServer } from '../support/remix-server';

const REMIXES = (process.env.REMIX_URLS ?? '').split(',').filter(Boolean);
const STRAPIS = (process.env.STRAPI_URLS ?? '').split(',').filter(Boolean);
const on = <T>(list: T[], i: number) => list[i % list.length];

const accounts = ownAccounts('multi');
afterAll(() => accounts.removeAll());

/** What this file's checks sent and got, printed as one line at the end (like the matrix and the fuzzer). */
const counts = { requests: 0, ok: 0, client: 0, server: 0, limited: 0 };
function count(...statuses: number[]) {
  for (const status of statuses) {
    counts.requests += 1;
    if (status >= 500) counts.server += 1;
    else if (status === 429) counts.limited += 1;
    else if (status >= 400) counts.client += 1;
    else counts.ok += 1;
  }
}
afterAll(() => {
  console.info(
    `[two-instances] ${counts.requests} requests over ${REMIXES.length} Remix and ${STRAPIS.length} Strapi: ` +
      `${counts.ok} 2xx/3xx, ${counts.client} 4xx, ${counts.limited} 429, ${counts.server} 5xx`,
  );
});

async function csrfOf(jar: Jar, base: string, path: string): Promise<string> {
  const page = await fetch(`${base}${path}`, { headers: { Cookie: cookieHeader(jar) } });
  expect(page.status).toBe(200);
  store(jar, page);
  return inputValues(await page.text()).csrf;
}

describe('two Remix and two Strapi instances over one PostgreSQL database', () => {
  it('has two of each', () => {
    expect(REMIXES).toHaveLength(2);
    expect(STRAPIS).toHaveLength(2);
  });

  it('a session started on one Remix works on the other', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email, 'Demo1234!', REMIXES[0]);
    const other = await fetch(`${REMIXES[1]}/company-home`, {
      headers: { Cookie: cookieHeader(jar) },
      redirect: 'manual',
    });
    count(other.status);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('Credito residuo');
  });

  it('20 unlocks with 3 credits, spread over both instances, unlock exactly 3', async () => {
    const company = await accounts.company();
    const { email } = company;
    await setCredits(company.id, 3);
    const candidates = await Promise.all(Array.from({ length: 20 }, () => accounts.candidate()));
    const jar = await remixSignIn(email, 'Demo1234!', REMIXES[0]);
    const csrf = await csrfOf(jar, REMIXES[0], '/company-home');
    const answers = await Promise.all(
      candidates.map(({ documentId }, i) =>
        fetch(`${on(REMIXES, i)}/company-home`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ csrf, intent: 'unlock', id: documentId, redirectTo: '/company-home' }),
        }),
      ),
    );
    count(...answers.map((a) => a.status));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const [row] = await sql<{ crediti: number }>('SELECT crediti FROM hr_companies WHERE id = ?', [
      company.id,
    ]);
    expect(await unlockCount(company.id)).toBe(3);
    expect(Number(row.crediti)).toBe(0);
  });

  it('a removed team member is refused at once on both Strapi and both Remix instances (issue 27)', async () => {
    const company = await accounts.company();
    const member = await addMember(company.email, 'multi');
    const jar = await remixSignIn(member.email, 'Demo1234!', REMIXES[1]);
    const me = (base: string) =>
      fetch(`${base}/api/me`, { headers: { Authorization: `Bearer ${member.jwt}` } });
    for (const base of STRAPIS) expect((await me(base)).status).toBe(200);
    const titolare = await jwtFor(company.email);
    const removed = await fetch(`${STRAPIS[0]}/api/team/members/${member.documentId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${titolare}` },
    });
    count(removed.status);
    expect(removed.status).toBe(200);
    for (const base of STRAPIS) {
      const answer = await me(base);
      count(answer.status);
      expect(answer.status, base).toBe(401);
    }
    for (const base of REMIXES) {
      const page = await fetch(`${base}/company-home`, {
        headers: { Cookie: cookieHeader(jar) },
        redirect: 'manual',
      });
      count(page.status);
      expect(page.status, base).toBe(302);
      expect(page.headers.get('location'), base).toMatch(/^\/\?redirectTo=/);
    }
  });

  it('a job claim raced on both Strapi instances is won once', async () => {
    const key = `multi-job:2026-11-23:${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${on(STRAPIS, i)}/api/test-hooks/job-run`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ key }),
        }).then((r) => {
          count(r.status);
          return r.json() as Promise<{ data: { claimed: boolean } }>;
        }),
      ),
    );
    expect(answers.filter((a) => a.data.claimed)).toHaveLength(1);
  });

  it('the freshness job started on both instances at once mails each due candidate once', async () => {
    const stale = await Promise.all(Array.from({ length: 6 }, () => accounts.candidate()));
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    for (const { email } of stale)
      await sql(
        'UPDATE hr_users SET ultima_modifica = ?, aggiornamento_inviato_il = NULL, aggiornamento_token = NULL WHERE email = ?',
        [sevenMonthsAgo.toISOString().slice(0, 10), email],
      );
    const since = Date.now();
    const runs = await Promise.all(
      STRAPIS.map((base) =>
        fetch(`${base}/api/test-hooks/freshness`, { method: 'POST' }).then((r) => {
          count(r.status);
          return r.json() as Promise<{ data: { sent: number } }>;
        }),
      ),
    );
    const sent = runs.reduce((sum, r) => sum + r.data.sent, 0);
    // Seeded candidates may be due as well: the runs' counts add up to the reminders that went out, one per address.
    const reminders = await settledMails(
      (m) => sentSince(since)(m) && m.subject === 'Il tuo profilo è ancora aggiornato?',
      sent,
    );
    expect(reminders).toHaveLength(sent);
    const addresses = reminders.map((m) => m.to[0]?.address.toLowerCase());
    expect(new Set(addresses).size).toBe(reminders.length);
    for (const { email } of stale) expect(reminders.filter(sentTo(email)), email).toHaveLength(1);
  });

  it("the freshness job's daily cap holds across both instances, each passing it by at most a batch", async () => {
    // As of a day in 2031 every profile is due; the cap is counted from that day's sends in the database.
    const run = (base: string, cap: number) =>
      fetch(`${base}/api/test-hooks/freshness`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: '2031-05-05T08:00:00Z', cap }),
      }).then(async (r) => {
        count(r.status);
        return ((await r.json()) as { data: { sent: number } }).data.sent;
      });
    // Maildev's dates have whole seconds: let the previous test's mails fall out of `sentSince`.
    await new Promise((r) => setTimeout(r, 1100));
    const since = Date.now();
    const sent = (await Promise.all(STRAPIS.map((base) => run(base, 4)))).reduce((a, b) => a + b, 0);
    const reminders = await settledMails(
      (m) => sentSince(since)(m) && m.subject === 'Il tuo profilo è ancora aggiornato?',
      sent,
    );
    const addresses = reminders.map((m) => m.to[0]?.address.toLowerCase() ?? '');
    try {
      expect(reminders).toHaveLength(sent);
      expect(new Set(addresses).size).toBe(sent);
      // At least the cap, and at most one batch (here the cap) more per instance that started at once.
      expect(sent).toBeGreaterThanOrEqual(4);
      expect(sent).toBeLessThanOrEqual(8);
      // The day is spent for both instances.
      expect(await run(STRAPIS[0], 4)).toBe(0);
      expect(await run(STRAPIS[1], 4)).toBe(0);
    } finally {
      // Mailed "in 2031", these profiles would not be due again in this stack.
      for (const address of addresses)
        await sql(
          'UPDATE hr_users SET aggiornamento_inviato_il = NULL, aggiornamento_token = NULL WHERE lower(email) = ?',
          [address],
        );
    }
  });

  it('the Alert Database job started on both Strapi instances at once sends one digest', async () => {
    const { email: company } = await accounts.company();
    const filtri = serializeAlertFilters({
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza: ['Saldatura'],
      categoriaProtetta: 'all',
    });
    await sql('UPDATE hr_companies SET filtri = ? WHERE email = ?', [filtri, company]);
    const candidate = await accounts.candidate();
    const since = Date.now();
    // Today's profiles go in tomorrow's digest: both instances run the job as of tomorrow, while the file's
    // candidate (in 'Saldatura', like every validPayload) reads as modified today.
    const now = new Date(Date.now() + 86_400_000).toISOString();
    const runs = await modifiedTodayDuring(candidate, () =>
      Promise.all(
        STRAPIS.map((base) =>
          fetch(`${base}/api/test-hooks/alert-database`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ now }),
          }).then((r) => {
            count(r.status);
            return r.json() as Promise<{ data: { sent: number } }>;
          }),
        ),
      ),
    );
    const sent = runs.reduce((sum, r) => sum + r.data.sent, 0);
    // Digests only: the company's registration mail, sent within the second before `since`, passes the date filter
    // (maildev's dates have whole seconds). Other companies' alerts may be due too: the runs' counts add up to the
    // digests that went out, this company's once.
    const digests = await settledMails(
      (m) => sentSince(since)(m) && /^Alert Database: /.test(m.subject),
      sent,
    );
    expect(digests).toHaveLength(sent);
    expect(digests.filter(sentTo(company))).toHaveLength(1);
  });

  it('a post published through both Remix instances; its notice, run on both Strapi instances, goes once', async () => {
    const { email: company } = await accounts.company();
    const jar = await remixSignIn(company, 'Demo1234!', REMIXES[0]);
    const csrf = await csrfOf(jar, REMIXES[0], '/company-upgrade');
    const post = (i: number, path: string, fields: Record<string, string>) =>
      fetch(`${on(REMIXES, i)}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, ...fields }),
      });
    expect(
      (await post(0, '/company-upgrade', { intent: 'activate', product: 'promuovi_ricerca' })).status,
    ).toBe(303);
    // The wizard's steps on alternating instances: the draft lives in Strapi, the key in the cookie.
    // Letters only: six random digits would read as a phone number, which the free-text rule refuses (a 400).
    const posizione = `Elettricista industriale ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const steps: Array<Record<string, string>> = [
      { passo: '1', posizione },
      { passo: '2', esperienza: 'Nessuno' },
      { passo: '3', residenza: 'MI', ral: 'under_30K' },
    ];
    for (const [i, fields] of steps.entries()) {
      const answer = await post(i + 1, '/company-job-posts?index', { intent: 'next', ...fields });
      expect(answer.status).toBe(302);
      store(jar, answer);
    }
    const [row] = await sql<{ document_id: string }>('SELECT document_id FROM annuncis WHERE posizione = ?', [
      posizione,
    ]);
    expect(row).toBeDefined();
    const candidate = await accounts.candidate();
    const candidateJar = await remixSignIn(candidate.email, 'Demo1234!', REMIXES[1]);
    const candidateCsrf = await csrfOf(candidateJar, REMIXES[1], '/bacheca-annunci');
    const interest = await fetch(`${on(REMIXES, 0)}/bacheca-annunci`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(candidateJar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: candidateCsrf, annuncio: row.document_id }),
    });
    expect(interest.status).toBe(302);
    const since = Date.now();
    let sent = 0;
    for (let round = 0; round < 2; round += 1)
      for (const run of await Promise.all(
        STRAPIS.map((base) =>
          fetch(`${base}/api/test-hooks/job-post-notices`, { method: 'POST' }).then((r) => {
            count(r.status);
            return r.json() as Promise<{ data: { sent: number } }>;
          }),
        ),
      ))
        sent += run.data.sent;
    // Posts of other companies may have new interested candidates too: the runs' counts add up to the notices that
    // went out, this post's once (the registration's confirmation mail went to the same address: notices only).
    const notices = await settledMails(
      (m) => sentSince(since)(m) && m.subject.startsWith('Nuovi candidati interessati al tuo annuncio'),
      sent,
    );
    expect(notices).toHaveLength(sent);
    expect(notices.filter((m) => sentTo(company)(m) && m.subject.includes(posizione))).toHaveLength(1);
  });

  it('failed sign-ins of one e-mail are counted across both Remix instances', async () => {
    const { email } = await accounts.company();
    const attempt = async (i: number) => (await signInAttempt(email, 'Sbagliata1!', on(REMIXES, i))).status;
    // The per-e-mail limit is 5 failures a window: spread over two instances, the sixth is refused all the same.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await attempt(i));
    count(...statuses);
    expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("the registration's e-mail check is limited per visitor across both Remix instances", async () => {
    // Remix servers of this test's own, one on each Strapi, with a low limit (the stage's servers have the test
    // stack's high per-IP limits); one visitor address, its requests alternating between them.
    const servers: RemixServer[] = await Promise.all(
      STRAPIS.map((strapiUrl) =>
        startRemixServer({
          STRAPI_URL: strapiUrl,
          TRUSTED_PROXY_HOPS: '0',
          RATE_LIMIT_REGISTRATIONS_PER_IP: '4',
        }),
      ),
    );
    try {
      const fetch = fetchFrom(freshLoopback());
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const base = on(servers, i).url;
        const jar: Jar = new Map();
        const page = await fetch(`${base}/onboarding-c`);
        store(jar, page);
        // The CSRF token and the honeypot of the page (its checkboxes' values would turn the form into an agency's).
        const { csrf, from__confirm } = inputValues(await page.text());
        const company = Object.entries(companyPayload(`controllo-${i}-${randomUUID()}@esempio.it`)).filter(
          ([, value]) => typeof value === 'string',
        ) as [string, string][];
        const response = await fetch(`${base}/onboarding-c`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            csrf,
            from__confirm,
            name__confirm: '',
            ...Object.fromEntries(company),
            check_veridicita: 'on',
          }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.text()).toContain('Troppi tentativi');
      }
      count(...statuses);
      console.info(`[two-instances] e-mail checks of one visitor over both instances: ${statuses.join(' ')}`);
      expect(statuses).toEqual([302, 302, 302, 302, 429, 429]);
    } finally {
      for (const server of servers) server.stop();
    }
  }, 60_000);
});
