// The lingering close (server/lingering.mjs) over a server of its own, spoken to byte by byte: an answer sent before
// the body's end keeps the connection for the rest of that body and the next request, and a sender that never
// finishes is cut off after `lingerMs`. tests/integration/remix-server/body-limits.test.ts covers the real server.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
// @ts-expect-error express ships no types (@types/express is not a dependency): the server's own JavaScript uses it.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lingeringClose } from './lingering.mjs';

const LINGER_MS = 400;
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(lingeringClose({ lingerMs: LINGER_MS }));
  // Refused once the first bytes are read, as the size limit does: its reader stops and pauses the stream.
  type Req = { on: (e: 'data', f: () => void) => void; pause: () => void };
  type Res = { headersSent: boolean; status: (n: number) => { send: (s: string) => void } };
  app.post('/upload', (req: Req, res: Res) => {
    req.on('data', () => {
      req.pause();
      if (!res.headersSent) res.status(413).send('troppo grande');
    });
  });
  app.get('/ok', (_req: unknown, res: { send: (s: string) => void }) => res.send('ok'));
  server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw connection that collects what the server sends and says when it closed. */
function open() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => (received += text));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const until = async (text: string, count = 1) => {
    const deadline = Date.now() + 5_000;
    while (received.split(text).length - 1 < count) {
      if (Date.now() > deadline || socket.destroyed)
        throw new Error(`no ${JSON.stringify(text)} in ${received}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, closed, until, received: () => received };
}

const chunk = (size: number) => `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`;
const uploadStart =
  'POST /upload HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n' + chunk(64 * 1024);

describe('lingeringClose', () => {
  it('drains the rest of a refused body and answers the next request on the same connection', async () => {
    const conn = open();
    conn.socket.write(uploadStart);
    await conn.until('HTTP/1.1 413');
    expect(conn.received()).not.toMatch(/connection: close/i);
    for (let i = 0; i < 32; i += 1) conn.socket.write(chunk(64 * 1024)); // 2 MB more after the answer
    conn.socket.write('0\r\n\r\nGET /ok HTTP/1.1\r\nHost: test\r\n\r\n');
    await conn.until('HTTP/1.1 200');
    expect(conn.received()).toMatch(/\r\n\r\nok$/);
    expect(conn.socket.destroyed).toBe(false);
    conn.socket.destroy();
  });

  it('cuts off a sender that never finishes its body, after lingerMs', async () => {
    const conn = open();
    conn.socket.write(uploadStart);
    await conn.until('HTTP/1.1 413');
    const answered = Date.now();
    const closedAt = await Promise.race([
      conn.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), LINGER_MS * 10)),
    ]);
    expect(closedAt - answered).toBeGreaterThanOrEqual(LINGER_MS - 50);
    expect(closedAt - answered).toBeLessThan(LINGER_MS * 5);
  });

  it('leaves a connection alone once the body ended, however long it then waits', async () => {
    const conn = open();
    conn.socket.write(uploadStart);
    await conn.until('HTTP/1.1 413');
    conn.socket.write('0\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, LINGER_MS * 2));
    conn.socket.write('GET /ok HTTP/1.1\r\nHost: test\r\n\r\n');
    await conn.until('HTTP/1.1 200');
    conn.socket.destroy();
  });
});
