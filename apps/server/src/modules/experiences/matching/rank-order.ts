/**
 * The order of a ranking: the indices of ranks, highest first, ties by index, the first k of them only when that is
 * all a page needs (catalogue-index.ts rankedHead).
 */

/** Scratch of byRankDescending: two index buffers and the packed keys, grown to the largest ranking yet (EXACT_TOTAL_MAX rows), and a byte's counts. */
let rankScratch = { from: new Int32Array(0), to: new Int32Array(0), keys: new Float64Array(0) };
const byteCounts = new Int32Array(257);
if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('byRankDescending reads doubles as little-endian words');
const single = new Float32Array(1);
const singleBits = new Uint32Array(single.buffer);

/**
 * The indices of `ranks`, highest rank first and ties by index. A rank is never negative, so its IEEE bits order as an
 * unsigned integer does. When every rank is a single-precision value (ts_rank's float4: every search whose words are
 * all specific), each rank's 31 bits and its index fit in one double, exactly (below 2^53), and one native sort of
 * those orders them (500 ranks: 50 µs against the radix sort's 73 on one slow machine). Other ranks (float8: a
 * generic word's share added) go through a least-significant-digit radix sort of their 64 bits, a byte per pass
 * (complemented for highest first; each pass stable, so ties keep the indices' order; a pass whose byte every rank
 * shares is skipped), itself three times faster than a comparison sort. Ranking 500 candidates was 8 % of a search's
 * CPU at 100,000 experiences.
 */
export function byRankDescending(ranks: Float64Array, first = ranks.length): Int32Array {
  const n = ranks.length;
  if (n === 0 || first <= 0) return new Int32Array(0);
  if (rankScratch.from.length < n) {
    const m = Math.max(n, 2 * rankScratch.from.length);
    rankScratch = { from: new Int32Array(m), to: new Int32Array(m), keys: new Float64Array(m) };
  }
  const packed = packRanks(ranks);
  if (packed) {
    // Ascending keys: lowest rank first, and among equal ranks the highest index first; read from the end. Only the
    // `first` highest are sorted, once moved past the others (a page of 24 needs 24 of 500 in order).
    const k = Math.min(first, n);
    if (k < n) selectHighest(packed.keys, k);
    const top = packed.keys.subarray(n - k).sort();
    const out = new Int32Array(k);
    for (let i = 0; i < k; i++) out[i] = packed.span - 1 - (top[k - 1 - i]! % packed.span);
    return out;
  }
  // Word 2i is rank i's low 32 bits, word 2i + 1 its high 32 (sign, exponent, top of the fraction).
  const words = new Uint32Array(ranks.buffer, ranks.byteOffset, 2 * n);
  let { from, to } = rankScratch;
  for (let i = 0; i < n; i++) from[i] = i;
  for (let pass = 0; pass < 8; pass++) {
    const word = pass >>> 2;
    const shift = (pass & 3) << 3;
    byteCounts.fill(0);
    for (let i = 0; i < n; i++) byteCounts[((~words[2 * i + word]! >>> shift) & 255) + 1]!++;
    if (byteCounts[((~words[word]! >>> shift) & 255) + 1] === n) continue;
    for (let b = 0; b < 256; b++) byteCounts[b + 1]! += byteCounts[b]!;
    for (let i = 0; i < n; i++) {
      const index = from[i]!;
      to[byteCounts[(~words[2 * index + word]! >>> shift) & 255]!++] = index;
    }
    [from, to] = [to, from];
  }
  return from.slice(0, Math.min(first, n));
}

/**
 * Moves the `k` highest of `keys` (distinct) to its last `k` places, in no order: Hoare's selection, each round
 * partitioning about the median of three keys the part that holds the boundary, about 3n comparisons in all.
 */
function selectHighest(keys: Float64Array, k: number): void {
  const target = keys.length - k;
  let lo = 0;
  let hi = keys.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    const [a, b, c] = [keys[lo]!, keys[mid]!, keys[hi]!];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const t = keys[i]!;
        keys[i++] = keys[j]!;
        keys[j--] = t;
      }
    }
    // [lo, j] ≤ pivot ≤ [i, hi], and (j, i) equal to it: the boundary's part is the only one left to order.
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}

/**
 * Each rank's single-precision bits × span + (span - 1 - its index), span the power of two at or above the count:
 * undefined when a rank is not a single-precision value, or when the keys would pass 2^53 (over 4 million ranks).
 */
function packRanks(ranks: Float64Array): { keys: Float64Array; span: number } | undefined {
  const n = ranks.length;
  const span = 2 ** Math.ceil(Math.log2(Math.max(n, 2)));
  if (span > 2 ** 22) return undefined;
  const keys = rankScratch.keys.subarray(0, n);
  for (let i = 0; i < n; i++) {
    // + 0 makes a -0 (never given) +0, whose bits order first.
    single[0] = ranks[i]! + 0;
    if (single[0] !== ranks[i] || !(ranks[i]! >= 0)) return undefined;
    keys[i] = singleBits[0]! * span + (span - 1 - i);
  }
  return { keys, span };
}
