// Lingering close (nginx's `lingering_close`): an answer sent before the request's body was read to its end (the 413
// of a body over its limit, a post refused before its body is read) leaves the rest of that body arriving. Closing
// the socket then makes the kernel answer those bytes with a reset, which can reach the visitor before the answer and
// discard it: a browser still uploading shows "connessione interrotta" instead of the 413 page. So the connection
// stays open (the answers say nothing of `Connection: close`), and once the answer is sent the rest of the body is
// read and dropped, never kept: the body's reader (the Remix adapter's pump) lets go, the request stream runs freely.
// A sender that has not finished within `lingerMs` is cut off. Node's own parser keeps the framing, so the next
// request on the connection starts where this body ends. Not covered: a request that itself asks `Connection: close`
// (browsers do not), which Node closes after the answer whatever this does. Tested by server/lingering.test.ts (the
// drain, the cut-off, a finished body left alone) and tests/integration/remix-server/body-limits.test.ts (the real
// server: an 8 MB upload gets its 413 and the connection answers again).
export const LINGER_MS = 30_000;

export function lingeringClose({ lingerMs = LINGER_MS } = {}) {
  return (req, res, next) => {
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      const cutOff = setTimeout(() => req.socket?.destroy(), lingerMs);
      cutOff.unref();
      const done = () => clearTimeout(cutOff);
      req.once('end', done);
      req.once('close', done);
      // The reader that stopped at the limit paused the stream and would pause it again: it lets go.
      req.removeAllListeners('data');
      req.resume();
    });
    next();
  };
}
