/**
 * Fetching a page at a URL someone typed (DESIGN.md §4, "Outbound fetches of user-given URLs"): http/https on ports
 * 80/443 only, the address actually connected to checked by request-filtering-agent (a DNS hook alone is bypassed by
 * literal IPs such as http://2130706433), redirects followed by hand with every hop checked again, 5 s to connect,
 * 15 s in all, at most 2 MB read while streaming, HTML only. The only bypass is an exact host:port in
 * FETCH_ALLOW_HOSTS (tests and local demos; refused in production by config.ts).
 *
 * Error messages never name an address: a redirect may point inside the network, and the caller may echo them.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_port'
  | 'blocked_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'http_error'
  | 'unreachable';

const MESSAGES: Record<SafeFetchErrorCode, string> = {
  invalid_url: 'The website address is not a valid URL',
  blocked_scheme: 'Only http and https websites can be fetched',
  blocked_port: 'Only websites on the standard ports (80 and 443) can be fetched',
  blocked_address: 'This website address points to a private or reserved network and cannot be fetched',
  too_many_redirects: 'The website redirected too many times',
  timeout: 'The website took too long to answer',
  too_large: 'The page is larger than 2 MB',
  not_html: 'The address did not return an HTML page',
  http_error: 'The website answered with an error',
  unreachable: 'The website could not be reached',
};

/** A refused or failed fetch, with a code for callers and a message safe to show (no addresses). */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    readonly status?: number,
  ) {
    super(status ? `${MESSAGES[code]} (HTTP ${status})` : MESSAGES[code]);
    this.name = 'SafeFetchError';
  }
  /** Refusals that are the caller's input, as opposed to the remote site failing. */
  get refused(): boolean {
    return ['invalid_url', 'blocked_scheme', 'blocked_port', 'blocked_address', 'too_many_redirects'].includes(this.code);
  }
}

export interface SafeFetchOptions {
  /** Exact `host:port` pairs reachable whatever their address or port (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** Ports allowed besides through allowHosts; 80 and 443. Tests widen it to show the address check on its own. */
  allowedPorts?: readonly number[];
  maxRedirects?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  /** Name resolution (tests resolve a made-up name to loopback); the agent still checks what it returns. */
  lookup?: LookupFunction;
}

export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  html: string;
}

export const SAFE_FETCH_DEFAULTS = { maxRedirects: 5, connectTimeoutMs: 5_000, totalTimeoutMs: 15_000, maxBytes: 2 * 1024 * 1024 } as const;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const filteringHttp = new RequestFilteringHttpAgent({ keepAlive: false });
const filteringHttps = new RequestFilteringHttpsAgent({ keepAlive: false });

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Checks one hop before any connection: scheme, then host:port allowance or the standard ports. */
function checkHop(raw: string | URL, opts: SafeFetchOptions): { url: URL; allowed: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('blocked_scheme');
  if (url.username || url.password) throw new SafeFetchError('invalid_url');
  const port = portOf(url);
  const allowed = (opts.allowHosts ?? []).includes(`${url.hostname.toLowerCase()}:${port}`);
  if (!allowed && !(opts.allowedPorts ?? [80, 443]).includes(port)) throw new SafeFetchError('blocked_port');
  return { url, allowed };
}

interface HopResult {
  status: number;
  location?: string;
  html?: string;
}

function requestOnce(url: URL, allowed: boolean, opts: Required<Pick<SafeFetchOptions, 'connectTimeoutMs' | 'maxBytes'>> & SafeFetchOptions, deadline: number): Promise<HopResult> {
  const secure = url.protocol === 'https:';
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new SafeFetchError('timeout'));
  return new Promise<HopResult>((resolve, reject) => {
    let settled = false;
    const finish = (error: SafeFetchError | null, result?: HopResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(totalTimer);
      clearTimeout(connectTimer);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(result!);
    };
    // An allowed host:port (tests, local demos) goes through Node's own agent; everything else through the filter.
    const agent = allowed ? undefined : secure ? filteringHttps : filteringHttp;
    const req = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent,
      lookup: opts.lookup,
      headers: { 'user-agent': 'SafariMarketplaceImport/1.0 (+site import for a listed agency)', accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' },
    });
    const totalTimer = setTimeout(() => finish(new SafeFetchError('timeout')), remaining);
    let connectTimer: NodeJS.Timeout | undefined;
    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => finish(new SafeFetchError('timeout')), opts.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    req.on('error', (err) => finish(new SafeFetchError(/is not allowed/.test(err.message) ? 'blocked_address' : 'unreachable')));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) return finish(new SafeFetchError('http_error', status));
        return finish(null, { status, location });
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return finish(new SafeFetchError('http_error', status));
      }
      const [type, ...params] = String(res.headers['content-type'] ?? '').split(';').map((p) => p.trim().toLowerCase());
      if (!type || !HTML_TYPES.has(type)) {
        res.resume();
        return finish(new SafeFetchError('not_html'));
      }
      if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) return finish(new SafeFetchError('too_large'));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) return finish(new SafeFetchError('too_large'));
        chunks.push(chunk);
      });
      res.on('error', () => finish(new SafeFetchError('unreachable')));
      res.on('end', () => {
        const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '') ?? 'utf-8';
        let decoder: TextDecoder;
        try {
          decoder = new TextDecoder(charset);
        } catch {
          decoder = new TextDecoder('utf-8');
        }
        finish(null, { status, html: decoder.decode(Buffer.concat(chunks)) });
      });
    });
    req.end();
  });
}

/** GETs an HTML page at a user-given URL under every rule above; throws SafeFetchError otherwise. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const opts = { ...SAFE_FETCH_DEFAULTS, ...options };
  const deadline = Date.now() + opts.totalTimeoutMs;
  let current: string | URL = rawUrl;
  for (let hop = 0; hop <= opts.maxRedirects; hop++) {
    const { url, allowed } = checkHop(current, opts);
    const result = await requestOnce(url, allowed, opts, deadline);
    if (result.html !== undefined) return { url: url.toString(), html: result.html };
    try {
      current = new URL(result.location!, url);
    } catch {
      throw new SafeFetchError('invalid_url');
    }
  }
  throw new SafeFetchError('too_many_redirects');
}

/** FETCH_ALLOW_HOSTS: comma-separated host:port pairs, lower-cased; throws on a malformed entry. */
export function parseAllowHosts(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry)) throw new Error(`FETCH_ALLOW_HOSTS: "${entry}" is not host:port`);
      return entry;
    });
}
