import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreEncoding } from './versioned-store.js';

/**
 * How the public catalogue's answers are compressed (response-cache.ts keeps them): the encoding a client takes, the
 * cheap compression of an answer sent once, the smaller one of an answer sent often or kept (pages).
 */

export type Encoding = 'br' | 'gzip';

/**
 * An answer compressed when it is first sent with an encoding: brotli at quality 0, gzip at level 1. Most answers of
 * a varied search are sent once, so compressing costs more than the last bytes save. A 41 KB page of 24 cards
 * (stop 29, one machine): brotli 0 takes 37–50 µs for 8.2 KB, brotli 1 66–70 µs for 7.5 KB; gzip 1 58 µs for 7.7 KB,
 * gzip 3 77 µs for 7.0 KB.
 */
export function compressAnswer(encoding: Encoding, json: Buffer): Buffer {
  if (encoding === 'br') return compressBrotli(json, 0);
  return ownBytes(gzipSync(json, { level: 1 }));
}

/** Brotli's quality for what is sent many times: the kept pages (compressKept) and hot answers (compressHot). */
const KEPT_QUALITY = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A `hot` answer (its HOT_SENDS-th send) compressed as the kept pages are (brotli 6: 0.4 ms and 5.8 KB for that page,
 * 2.5 ms and 29 KB instead of 50 KB for the spec's wide call of 1,000 cards; gzip 6), since every later send is
 * smaller: in zlib's thread pool, not on the event loop (recompress). Its own bytes: a whole allocation.
 */
export async function compressHot(encoding: Encoding, json: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return ownBytes(await gzipAsync(json, { level: 6 }));
  return ownBytes(await brotliAsync(json, { params: brotliParams(json, KEPT_QUALITY) }));
}

/** Each quality's recent compressed size over the input's (a moving average), to size compressBrotli's output chunk. */
const compressedShare: Record<number, number> = {};

/** Brotli's parameters for `json` at `quality`: the window no larger than the input needs. */
const brotliParams = (json: Buffer, quality: number) => ({
  [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
  [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(json.length)))),
});

/** Brotli at `quality` (compressAnswer, compressKept). */
export function compressBrotli(json: Buffer, quality: number): Buffer {
  // One output chunk about the size the answer will compress to (from the last answers' ratio), rather than zlib's
  // 16 KB: each chunk is memory outside the heap, which V8 counts towards its next full collection, and a chunk that
  // fits is kept as it is instead of copied (ownBytes). A larger output takes more chunks, joined.
  const expected = Math.ceil(json.length * (compressedShare[quality] ?? 0.25) * 1.1) + 64;
  const out = brotliCompressSync(json, { chunkSize: Math.max(64, expected), params: brotliParams(json, quality) });
  if (json.length > 0) compressedShare[quality] = 0.9 * (compressedShare[quality] ?? out.length / json.length) + 0.1 * (out.length / json.length);
  // Kept as it is when it fills most of its chunk.
  return out.length >= 0.75 * out.buffer.byteLength ? out : ownBytes(out);
}

/**
 * Brotli at quality 6 for a page kept in memory for a whole catalogue version (experience-pages.ts, agent-pages.ts)
 * and sent many times, decompressed for every client that takes no brotli (load tools; browsers over plain HTTP).
 * Against quality 1: a 7 KB experience page is 2.2 KB instead of 2.6 KB and decompresses in 17 µs instead of 33; a
 * 13.5 KB agency page is 3.0 KB instead of 4.2 KB, 23 µs instead of 35. Compressing costs 0.1 ms instead of 0.03,
 * once per page and version, in the warm.
 */
export const compressKept = (json: Buffer) => compressBrotli(json, KEPT_QUALITY);

/** The kept pages' encoding in their stores (versioned-store.ts): compressKept, and reading a page back to compare. */
export const KEPT_PAGES: StoreEncoding = { encode: compressKept, decode: (kept) => brotliDecompressSync(kept) };

/**
 * The bytes of `buffer` in memory of their own. zlib's synchronous calls answer a view into a 16 KB output chunk, so
 * keeping a 2 KB compressed page kept 16 KB: 1.6 GB for a 100,000-experience catalogue's pages instead of 220 MB.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/**
 * Sends a JSON answer kept compressed with compressKept (experience-pages.ts) as it is to a client that takes
 * brotli, and decompressed to any other (browsers send 'br' over HTTPS only; load tools often send nothing).
 */
export function sendBrotliJson(req: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (pickEncoding(req.headers['accept-encoding']) === 'br') return reply.header('Content-Encoding', 'br').send(body);
  return reply.send(brotliDecompressSync(body));
}

/**
 * pickEncoding's answers by header: clients send a handful of distinct Accept-Encoding values, and parsing one on every
 * request was 1.3 % of a varied search's CPU. Bounded, since the header is the client's to choose.
 */
const encodingOf = new Map<string, Encoding | undefined>();
const ENCODINGS_KEPT = 64;

export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (encodingOf.has(value)) return encodingOf.get(value);
  const picked = parseEncoding(value);
  if (encodingOf.size < ENCODINGS_KEPT) encodingOf.set(value, picked);
  return picked;
}

function parseEncoding(value: string): Encoding | undefined {
  const accepted = value
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
