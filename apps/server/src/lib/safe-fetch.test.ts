import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseAllowHosts, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.js';

/**
 * A canary on loopback that must see no request from a refused URL, and a "site" (allowed through allowHosts, as
 * FETCH_ALLOW_HOSTS does) that redirects, streams, stalls and serves non-HTML.
 */
let canary: Server;
let canaryPort: number;
let canaryHits: string[] = [];
let site: Server;
let sitePort: number;
let siteBase: string;

beforeAll(async () => {
  canary = createServer((req, res) => {
    canaryHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<p>canary secret</p>');
  });
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  canaryPort = (canary.address() as AddressInfo).port;
  site = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Serengeti safari</h1>');
    if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      return res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/page' }).end();
    }
    if (url === '/to-canary') return res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/stolen` }).end();
    if (url === '/to-canary-80') return res.writeHead(301, { location: 'http://127.0.0.1/stolen' }).end();
    if (url === '/to-metadata') return res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (url === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (url === '/none') return res.writeHead(200).end('<p>no type</p>');
    if (url === '/xhtml') return res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end('<html><p>x</p></html>');
    if (url === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    if (url === '/huge') {
      // No content-length: the cap must apply while streaming.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', write);
        }
        res.end();
      };
      return write();
    }
    if (url === '/declared-huge') return res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) }).end();
    if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>start');
      return; // never ends
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  sitePort = (site.address() as AddressInfo).port;
  siteBase = `http://127.0.0.1:${sitePort}`;
});
afterAll(async () => {
  for (const s of [canary, site]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});
beforeEach(() => {
  canaryHits = [];
});

async function refusal(url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchError> {
  const error = await safeFetch(url, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

const allowSite = (): SafeFetchOptions => ({ allowHosts: [`127.0.0.1:${sitePort}`] });

describe('safeFetch: addresses', { timeout: 30_000 }, () => {
  const loopbackSpellings = () => [
    `http://127.0.0.1:${canaryPort}/`,
    `http://127.1:${canaryPort}/`,
    `http://2130706433:${canaryPort}/`,
    `http://0x7f000001:${canaryPort}/`,
    `http://0177.0.0.1:${canaryPort}/`,
    `http://[::1]:${canaryPort}/`,
    `http://[::ffff:127.0.0.1]:${canaryPort}/`,
    `http://localhost:${canaryPort}/`,
    `http://LOCALHOST.:${canaryPort}/`,
    `http://0.0.0.0:${canaryPort}/`,
  ];

  it('refuses every spelling of loopback on a non-standard port before connecting', async () => {
    for (const url of loopbackSpellings()) expect((await refusal(url)).code, url).toBe('blocked_port');
    expect(canaryHits).toEqual([]);
  });

  it('refuses every spelling of loopback by the connected address even when the port is allowed', async () => {
    // Widening the ports shows the agent's own check: nothing but the address stops these.
    const opts = { allowedPorts: [canaryPort] };
    for (const url of loopbackSpellings()) {
      const error = await refusal(url, opts);
      expect(['blocked_address', 'unreachable'], url).toContain(error.code);
      if (!url.includes('[::1]') && !url.includes('localhost') && !url.includes('LOCALHOST')) expect(error.code, url).toBe('blocked_address');
    }
    expect(canaryHits).toEqual([]);
  });

  it('refuses link-local metadata and private ranges', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://172.16.5.4/', 'http://172.31.255.1/', 'http://192.168.1.1/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://100.64.0.1/']) {
      expect((await refusal(url)).code, url).toBe('blocked_address');
    }
  });

  it('refuses a name that resolves to loopback (checked after resolution)', async () => {
    const lookup: LookupFunction = (_host, options, cb) => {
      if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
      else cb(null, '127.0.0.1', 4);
    };
    const error = await refusal(`http://tours.example.test:${canaryPort}/`, { allowedPorts: [canaryPort], lookup });
    expect(error.code).toBe('blocked_address');
    expect(canaryHits).toEqual([]);
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect((await refusal('file:///etc/passwd')).code).toBe('blocked_scheme');
    expect((await refusal('ftp://example.com/')).code).toBe('blocked_scheme');
    expect((await refusal('gopher://127.0.0.1:6379/_INFO')).code).toBe('blocked_scheme');
    expect((await refusal('http://user:pw@example.com/')).code).toBe('invalid_url');
    expect((await refusal('not a url')).code).toBe('invalid_url');
  });

  it('never names an address in its messages', async () => {
    const error = await refusal(`http://127.0.0.1:${canaryPort}/`, { allowedPorts: [canaryPort] });
    expect(error.message).not.toMatch(/127\.0\.0\.1|::1|\d+\.\d+\.\d+\.\d+/);
  });
});

describe('safeFetch: an allowed site', { timeout: 30_000 }, () => {
  it('fetches an HTML page (and XHTML)', async () => {
    const page = await safeFetch(`${siteBase}/page`, allowSite());
    expect(page.html).toContain('Serengeti safari');
    expect((await safeFetch(`${siteBase}/xhtml`, allowSite())).html).toContain('<p>x</p>');
  });

  it('follows up to 5 redirects, re-checking each hop', async () => {
    const page = await safeFetch(`${siteBase}/hop/4`, allowSite());
    expect(page.url).toBe(`${siteBase}/page`);
    expect((await refusal(`${siteBase}/hop/5`, allowSite())).code).toBe('too_many_redirects');
  });

  it('refuses a redirect to loopback, to metadata and to another scheme; the canary sees nothing', async () => {
    expect((await refusal(`${siteBase}/to-canary`, allowSite())).code).toBe('blocked_port');
    expect((await refusal(`${siteBase}/to-canary`, { ...allowSite(), allowedPorts: [80, 443, canaryPort] })).code).toBe('blocked_address');
    expect((await refusal(`${siteBase}/to-canary-80`, allowSite())).code).toBe('blocked_address');
    expect((await refusal(`${siteBase}/to-metadata`, allowSite())).code).toBe('blocked_address');
    expect((await refusal(`${siteBase}/to-file`, allowSite())).code).toBe('blocked_scheme');
    expect(canaryHits).toEqual([]);
  });

  it('accepts only HTML and 2xx answers', async () => {
    expect((await refusal(`${siteBase}/json`, allowSite())).code).toBe('not_html');
    expect((await refusal(`${siteBase}/none`, allowSite())).code).toBe('not_html');
    const missing = await refusal(`${siteBase}/missing`, allowSite());
    expect(missing).toMatchObject({ code: 'http_error', status: 404 });
  });

  it('stops reading at 2 MB, declared or streamed', async () => {
    expect((await refusal(`${siteBase}/declared-huge`, allowSite())).code).toBe('too_large');
    expect((await refusal(`${siteBase}/huge`, allowSite())).code).toBe('too_large');
  });

  it('gives up when the total time runs out', async () => {
    const started = Date.now();
    expect((await refusal(`${siteBase}/slow`, { ...allowSite(), totalTimeoutMs: 500 })).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('lets through exactly the listed host:port, not the same host on another port', async () => {
    expect((await refusal(`http://127.0.0.1:${canaryPort}/`, allowSite())).code).toBe('blocked_port');
    expect((await refusal(`http://localhost:${sitePort}/page`, allowSite())).code).toBe('blocked_port');
    expect(canaryHits).toEqual([]);
  });
});

describe('FETCH_ALLOW_HOSTS configuration', () => {
  it('parses host:port pairs and refuses anything else', () => {
    expect(parseAllowHosts(' 127.0.0.1:4230, Localhost:4231 ')).toEqual(['127.0.0.1:4230', 'localhost:4231']);
    expect(() => parseAllowHosts('127.0.0.1')).toThrow(/host:port/);
  });

  it('is refused at start-up in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-admin-password', FETCH_ALLOW_HOSTS: '127.0.0.1:4230' })).toThrow(/FETCH_ALLOW_HOSTS/);
    expect(loadConfig({ NODE_ENV: 'test', FETCH_ALLOW_HOSTS: '127.0.0.1:4230' }).fetchAllowHosts).toEqual(['127.0.0.1:4230']);
  });
});
