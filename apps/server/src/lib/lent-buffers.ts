import type { ServerResponse } from 'node:http';

/**
 * Buffers lent to one response each and taken back once it has finished, for answers written out of parts that are
 * kept anyway (a search page's cards: response-cache.ts). A buffer of its own per answer is memory outside the
 * JavaScript heap, and V8 runs a full collection for every 64 MB of that allocated, whatever the heap's size: at
 * 100,000 experiences a client that takes no compression (load tools send no Accept-Encoding) had a 35 KB copy made
 * per search built, a full collection every two seconds, and pauses of up to 27 ms in the answers' p99 (decision 020
 * amendment, stop 46).
 *
 * A buffer comes back on the response's 'finish': Node emits it from the callback of the response's last write, once
 * the operating system has every byte. A response closed before that (the client went away) keeps its buffer, which
 * the collector takes when the write is done with it: it may still be queued.
 */

/** The smallest capacity lent: answers below it are no cost worth pooling, but share their capacity class. */
const MIN_CAPACITY = 16 * 1024;
/** Bytes kept free per capacity class: 64 buffers of 64 KB, two of the 2 MB a wide call of 1,000 cards needs. */
const KEPT_PER_CLASS = 4 * 1024 * 1024;

const free = new Map<number, Buffer[]>();
/** Buffers lent, made (the others were free) and out on a response now (tests). */
const counts = { lent: 0, made: 0, out: 0 };

const capacityFor = (size: number) => 2 ** Math.ceil(Math.log2(Math.max(size, MIN_CAPACITY)));

function lend(size: number): Buffer {
  counts.lent++;
  counts.out++;
  const kept = free.get(capacityFor(size))?.pop();
  if (kept) return kept;
  counts.made++;
  return Buffer.allocUnsafeSlow(capacityFor(size));
}

function takeBack(buffer: Buffer) {
  counts.out--;
  let kept = free.get(buffer.length);
  if (!kept) free.set(buffer.length, (kept = []));
  if ((kept.length + 1) * buffer.length <= Math.max(KEPT_PER_CLASS, buffer.length)) kept.push(buffer);
}

/**
 * `parts` joined into a lent buffer (`size` bytes in all), which comes back to the pool when `res` finishes: the
 * caller sends the answer on `res` and keeps no reference to it.
 */
export function joinedForResponse(res: ServerResponse, parts: readonly Buffer[], size: number): Buffer {
  const buffer = lend(size);
  res.once('finish', () => takeBack(buffer));
  return joinInto(buffer, parts);
}

/** `parts` copied one after another into `into` (large enough), and the part of it they fill. */
export function joinInto(into: Buffer, parts: readonly Buffer[]): Buffer {
  let at = 0;
  for (const part of parts) at += part.copy(into, at);
  return into.subarray(0, at);
}

/** Buffers lent and made so far, and out on a response now (tests). */
export const lentBufferCounts = () => ({ ...counts });
