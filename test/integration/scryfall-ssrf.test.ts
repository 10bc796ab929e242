/**
 * The Scryfall client fetches only Scryfall's hosts or the base URL the user configured (issue 23,
 * finding 2): an address inside an answer pointing elsewhere, or a redirect, is refused — with two
 * real local HTTP servers, the second of which must never be reached.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScryfallClient } from '../../src/backend/cards/scryfall/client';

function serve(handler: http.RequestListener): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        hits,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}

describe('no requests to anywhere but Scryfall', () => {
  let inner: Awaited<ReturnType<typeof serve>>; // stands for a local service an attacker wants reached
  let scry: Awaited<ReturnType<typeof serve>>; // the configured (test) Scryfall
  beforeAll(async () => {
    inner = await serve((_req, res) => res.end('{"secret":true}'));
    scry = await serve((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `${inner.url}/admin` }).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [], next_page: `${inner.url}/admin` }));
    });
  });
  afterAll(async () => {
    await inner.close();
    await scry.close();
  });

  const client = () => new ScryfallClient({ baseUrl: scry.url, userAgent: 'KitchenTable/test', retryAfter429: false });

  it('the configured server is fetched', async () => {
    await expect(client().request('/cards/search?q=x', { cache: false })).resolves.toMatchObject({ object: 'list' });
  });

  it('an address from an answer that is not Scryfall is refused, and never reached', async () => {
    const c = client();
    const page = await c.request<{ next_page: string }>('/cards/search?q=x', { cache: false });
    await expect(c.request(page.next_page, { cache: false })).rejects.toThrow(
      /fetches only from Scryfall; it refused 127\.0\.0\.1:\d+/,
    );
    expect(inner.hits).toEqual([]);
  });

  it('a download (bulk file, image) elsewhere is refused too', async () => {
    await expect(client().download(`${inner.url}/bulk.json`, 'bulk')).rejects.toThrow(/fetches only from Scryfall/);
    expect(inner.hits).toEqual([]);
  });

  it('a redirect is not followed', async () => {
    await expect(client().request('/redirect', { cache: false })).rejects.toThrow();
    expect(inner.hits).toEqual([]);
  });
});
