import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listAgentsResponse, type AgentSummary } from '@safari/contract';
import type { Db } from '../../db/client.js';
import { loadAgentSummaries } from './summaries.js';

/**
 * GET /agents answers every published agent (the spec's client wants the whole array), which at 1,000 agents is
 * ~1 MB of JSON built from four queries. Rebuilding and re-serialising it per request would make it the slowest
 * public call, so the validated, serialised list (and its compressed forms) is kept in process:
 *  - at most MAX_AGE_MS old, so any edit shows within seconds on every instance;
 *  - re-validated every CHECK_MS against a cheap fingerprint (row counts and last updates), so a new or removed
 *    agent, image, destination link or experience shows almost at once;
 *  - rebuilt once for concurrent callers (single flight).
 */
const MAX_AGE_MS = 5_000;
const CHECK_MS = 250;

interface Entry {
  fingerprint: string;
  builtAt: number;
  checkedAt: number;
  agents: AgentSummary[];
  json: string;
  encoded: Map<string, Buffer>;
}

export function createAgentListCache(db: () => Db) {
  let entry: Entry | undefined;
  let pending: Promise<Entry> | undefined;

  async function fingerprint(): Promise<string> {
    const result = await db().execute(sql`select concat_ws(':',
      (select count(*) from agents), (select max(updated_at) from agents),
      (select count(*) from agent_images), (select max(id) from agent_images),
      (select count(*) from agent_destinations),
      (select count(*) from experiences where is_published), (select max(updated_at) from experiences)) as f`);
    const rows = (result as unknown as { rows: Array<{ f: string }> }).rows;
    return rows[0]?.f ?? '';
  }

  async function build(): Promise<Entry> {
    const print = await fingerprint();
    // Validating once here is what the response schema would do per request: only public fields survive.
    const agents = listAgentsResponse.parse(await loadAgentSummaries(db()));
    const now = Date.now();
    return { fingerprint: print, builtAt: now, checkedAt: now, agents, json: JSON.stringify(agents), encoded: new Map() };
  }

  async function refresh(): Promise<Entry> {
    const now = Date.now();
    if (entry && now - entry.builtAt < MAX_AGE_MS) {
      if (now - entry.checkedAt < CHECK_MS) return entry;
      const current = entry;
      current.checkedAt = now;
      if ((await fingerprint()) === current.fingerprint) return current;
    }
    pending ??= build().finally(() => {
      pending = undefined;
    });
    entry = await pending;
    return entry;
  }

  return {
    get: refresh,
    /** Drops the cached list, e.g. right after a write that must show at once. */
    clear() {
      entry = undefined;
    },
    /** Sends the cached JSON, compressed once per encoding the client accepts. */
    async send(req: FastifyRequest, reply: FastifyReply) {
      const current = await refresh();
      const encoding = pickEncoding(req.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (!encoding || current.json.length < 1024) return reply.send(current.json);
      let body = current.encoded.get(encoding);
      if (!body) {
        body = encoding === 'br'
          ? brotliCompressSync(current.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(current.json);
        current.encoded.set(encoding, body);
      }
      return reply.header('Content-Encoding', encoding).send(body);
    },
  };
}

export type AgentListCache = ReturnType<typeof createAgentListCache>;

function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = value
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
