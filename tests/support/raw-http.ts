// HTTP/1.1 over a raw socket, so that nothing between a test and the server repairs what it sends (request lines in
// absolute form or `*`, broken Host headers, bodies no client library would build): malformed-requests.test.ts and
// the fuzzer's raw mode.
import { connect } from 'node:net';

/** Sends `head` (and `body`) as they are; answers the status code of the response (rejects when none comes). */
export function raw(base: string, head: string, body = ''): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.setTimeout(15_000, () =>
      socket.destroy(new Error(`no answer to ${head.split('\r\n')[0].slice(0, 80)}`)),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without an answer: ${answer.slice(0, 200)}`)));
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
    if (body) socket.write(body);
  });
}

/** A JSON request's head for `path` on `base`, with its body's length. */
export const jsonHead = (base: string, method: string, path: string, body: string, extra: string[] = []) =>
  [
    `${method} ${path} HTTP/1.1`,
    `Host: ${new URL(base).host}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...extra,
  ].join('\r\n');
