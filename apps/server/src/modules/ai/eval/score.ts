import { EMPTY_TRIP_SLOTS, SCORED_SLOTS, type ScoredSlot, type TripSlots } from '@safari/contract';

export interface CorpusItem {
  id: string;
  /** The day the traveller wrote (relative dates are labelled against it). */
  today: string;
  /** One message, or a first message and a correction. */
  messages: string[];
  /** Slots a careful reader takes from the messages; anything left out is expected to be empty. */
  expected: Partial<TripSlots>;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export type SlotCounts = Record<ScoredSlot, Counts>;

export function emptyCounts(): SlotCounts {
  return Object.fromEntries(SCORED_SLOTS.map((s) => [s, { tp: 0, fp: 0, fn: 0 }])) as SlotCounts;
}

function values(slots: TripSlots, slot: ScoredSlot): string[] {
  switch (slot) {
    case 'countries':
    case 'places':
    case 'tripTypes':
      return slots[slot].map((v) => v.toLowerCase());
    case 'budget':
      return slots.budget ? [`${slots.budget.amount} ${slots.budget.currency ?? '?'}`] : [];
    case 'budgetPer':
      return slots.budget?.per ? [slots.budget.per] : [];
    default: {
      const v = slots[slot];
      return v === null || v === undefined ? [] : [String(v)];
    }
  }
}

/** List slots count per element; a single-valued slot that is wrong is both a false positive and a false negative. */
export function scoreItem(expected: Partial<TripSlots>, actual: TripSlots, into: SlotCounts): string[] {
  const want: TripSlots = { ...EMPTY_TRIP_SLOTS, ...expected };
  const misses: string[] = [];
  for (const slot of SCORED_SLOTS) {
    const e = new Set(values(want, slot));
    const a = new Set(values(actual, slot));
    const c = into[slot];
    for (const v of a) {
      if (e.has(v)) c.tp++;
      else c.fp++;
    }
    for (const v of e) if (!a.has(v)) c.fn++;
    if ([...a].some((v) => !e.has(v)) || [...e].some((v) => !a.has(v))) misses.push(`${slot}: expected [${[...e].join(', ')}] got [${[...a].join(', ')}]`);
  }
  return misses;
}

export function prf(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export function formatTable(title: string, counts: SlotCounts, items: number): string {
  const pct = (n: number) => n.toFixed(3);
  const rows = [`${title} (${items} items)`, 'slot         precision  recall  f1     tp  fp  fn', '-----------  ---------  ------  -----  --  --  --'];
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const slot of SCORED_SLOTS) {
    const c = counts[slot];
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
    const { precision, recall, f1 } = prf(c);
    rows.push(`${slot.padEnd(11)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}  ${pct(f1)}  ${String(c.tp).padStart(2)}  ${String(c.fp).padStart(2)}  ${String(c.fn).padStart(2)}`);
  }
  const { precision, recall, f1 } = prf(total);
  rows.push(`${'micro'.padEnd(11)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}  ${pct(f1)}  ${String(total.tp).padStart(2)}  ${String(total.fp).padStart(2)}  ${String(total.fn).padStart(2)}`);
  return rows.join('\n');
}
