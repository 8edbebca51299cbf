// A request still in flight when a server is told to stop: sent over a raw socket with only part of its body, so the
// server is reading it when the signal comes; `finish()` sends the rest and resolves with the answer's status (0 when
// the connection was cut without one).
import { connect } from 'node:net';
import { once } from 'node:events';

export async function slowPost(url: string, path: string, body: string, contentType: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  const length = Buffer.byteLength(body);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    async finish(): Promise<number> {
      socket.write(body.slice(half));
      await closed;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
