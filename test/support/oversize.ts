import type http from 'node:http';

/** A valid JSON object of exactly `bytes` bytes, written in chunks (stops if the client hangs up). */
export async function sendOversize(res: http.ServerResponse, bytes: number, withLength: boolean): Promise<void> {
  const head = '{"object":"list","data":[],"padding":"';
  const tail = '"}';
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(withLength ? { 'content-length': String(bytes) } : {}),
  });
  res.write(head);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let left = bytes - head.length - tail.length;
  while (left > 0 && !res.destroyed) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= part.length;
    if (!res.write(part)) await drainOrClose(res);
  }
  res.end(tail);
}

/** Waits for the client to take more, or to hang up; the other listener is removed (no pile-up of one per chunk). */
function drainOrClose(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });
}
