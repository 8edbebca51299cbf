// Remix's old data protocol (`?_data=<route id>`) on an app that uses single fetch (issue 39 item 11): the
// portal's own pages never send it (single fetch asks `<path>.data`), but a probe or an old bookmark does. Such a
// request answered 500 (a TypeError in Remix's handling of a layout's data) and wrote a stack to the log each
// time. Now it gets a 400 with an Italian message, before Remix runs, and the log says nothing but the access line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw } from '../../support/raw-http';
import { startRemixServer, type RemixServer } from '../../support/remix-server';

let server: RemixServer;
beforeAll(async () => {
  server = await startRemixServer({});
});
afterAll(() => server?.stop());

const DATA_REQUESTS = [
  '/?_data=routes%2F_public',
  '/onboarding-u?_data=routes%2F_wizard',
  '/?_data=root',
  '/?_data=routes%2F_public._index',
  '/company-home?_data=routes%2F_company',
  '/?_data=',
  '/?_data=nessuna-route',
  '/?index&_data=routes%2F_public._index',
];

describe('?_data= requests', () => {
  it.each(DATA_REQUESTS)('GET %s: 400 with an Italian message', async (path) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Richiesta non valida.');
  });

  it('HEAD and POST with ?_data= are 400 too (over raw HTTP)', async () => {
    const host = new URL(server.url).host;
    expect(await raw(server.url, `HEAD /?_data=routes%2F_public HTTP/1.1\r\nHost: ${host}`)).toBe(400);
    const body = 'email=a%40b.it';
    expect(
      await raw(
        server.url,
        `POST /?index&_data=routes%2F_public._index HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}`,
        body,
      ),
    ).toBe(400);
  });

  it('the pages themselves still answer, and the log holds no error or stack', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/_root.data`)).status).toBe(200);
    for (const path of DATA_REQUESTS) await fetch(`${server.url}${path}`, { redirect: 'manual' });
    const log = server.output();
    expect(log).not.toMatch(/Error|Warning|^\s+at /m);
  });
});
