import type { AiCurrency, TripBudget } from '@safari/contract';
import { isNegatedAt } from './shared.js';

const CURRENCY_WORDS: [RegExp, AiCurrency][] = [
  [/^(?:\$|usd|us\$|us dollars?|dollars?|bucks)$/, 'USD'],
  [/^(?:€|eur|euros?)$/, 'EUR'],
  [/^(?:£|gbp|pounds?|quid|sterling)$/, 'GBP'],
  [/^(?:kes|ksh|kshs|ksh\.|kenyan shillings?|kenya shillings?)$/, 'KES'],
  [/^(?:tzs|tsh|tshs|tanzanian shillings?)$/, 'TZS'],
  [/^(?:ugx|ugandan shillings?|ushs?)$/, 'UGX'],
  [/^(?:rwf|rwandan francs?|frw)$/, 'RWF'],
  [/^(?:mga|ariary)$/, 'MGA'],
  [/^(?:chf|swiss francs?)$/, 'CHF'],
  [/^(?:cad|c\$|canadian dollars?)$/, 'CAD'],
  [/^(?:aud|a\$|australian dollars?)$/, 'AUD'],
  [/^(?:zar|rand)$/, 'ZAR'],
];
const CURRENCY = String.raw`(?:us\$|c\$|a\$|\$|€|£|usd|eur|euros?|gbp|pounds?|quid|sterling|dollars?|bucks|kes|kshs|ksh\.?|kenyan? shillings?|tzs|tshs|tsh|tanzanian shillings?|ugx|ugandan shillings?|ushs?|rwf|frw|rwandan francs?|mga|ariary|chf|swiss francs?|cad|aud|zar|rand)`;
const AMOUNT = String.raw`(\d{1,3}(?:[,.' ]\d{3})+|\d+(?:\.\d+)?)(?:\s*(k|thousand|grand|m|million|mil|mn)\b)?`;
const RANGE = String.raw`(?:${AMOUNT}\s*(?:-|to)\s*)?`;

const BEFORE = new RegExp(String.raw`(?<![a-z])(${CURRENCY})(?![a-z])\s*${RANGE}${AMOUNT}`, 'g');
const AFTER = new RegExp(String.raw`(?<![\d.,])${RANGE}${AMOUNT}\s*(${CURRENCY})(?![a-z])`, 'g');
const BARE = new RegExp(String.raw`\b${RANGE}${AMOUNT}`, 'g');

function currencyOf(word: string): AiCurrency | null {
  const w = word.trim().replace(/\s+/g, ' ');
  return CURRENCY_WORDS.find(([re]) => re.test(w))?.[1] ?? null;
}

function toAmount(digits: string | undefined, scale: string | undefined, rangeScale?: string): number | null {
  if (!digits) return null;
  let n: number;
  // "9.000", "12 000", "1,200,000": grouped thousands; "2.5" (million) is a decimal.
  if (/^\d{1,3}(?:[,.' ]\d{3})+$/.test(digits)) n = Number(digits.replace(/[,.' ]/g, ''));
  else n = Number(digits);
  const s = scale ?? rangeScale;
  if (s === 'k' || s === 'thousand' || s === 'grand') n *= 1000;
  else if (s === 'm' || s === 'million' || s === 'mil' || s === 'mn') n *= 1_000_000;
  return Number.isFinite(n) && n > 0 ? n : null;
}

interface Candidate {
  amount: number;
  currency: AiCurrency | null;
  index: number;
  end: number;
}

function basisNear(text: string, c: Candidate): TripBudget['per'] {
  const after = text.slice(c.end, c.end + 40);
  const before = text.slice(Math.max(0, c.index - 30), c.index);
  const perPerson = /^\s*(?:\/\s*)?(?:pp\b|p\.p\.?|per (?:person|head|pax|adult|traveller|traveler)|each\b|a head|a person|\/?person|\/head|per capita)/;
  const total = /^\s*(?:(?:usd|eur|gbp|in )?total|in total|all in|altogether|combined|overall|for (?:both(?: of us)?|us both|the 2 of us|2 of us|us 2|2|the 2|all of us|us all|the (?:whole )?(?:family|group|trip|lot))|for 2 (?:people|persons|adults|pax|of us)?)/;
  if (total.test(after.replace(/^\s*(?:usd|eur|gbp|\$|€|£)\s*/, '')) || /\btotal (?:budget|of)?\s*(?:is|of|:)?\s*(?:about|around|approx\.?|~)?\s*$/.test(before)) return 'total';
  if (/\bin total\b|\btotal\b/.test(after.slice(0, 30)) && !/\bnot (?:in )?total/.test(after)) return 'total';
  const pp = perPerson.exec(after.replace(/^\s*(?:usd|eur|gbp|\$|€|£)\s*/, ''));
  if (pp && !isNegatedAt(text, c.end + after.indexOf(pp[0]), pp[0].length)) return 'person';
  if (/\b(?:per person|pp)\s*(?:budget)?\s*(?:is|of|:)?\s*(?:about|around|approx\.?|~)?\s*$/.test(before)) return 'person';
  return null;
}

/** The traveller's budget: an amount with a currency, or a bare amount said to be the budget. */
export function findBudget(text: string, opts: { correcting: boolean }): TripBudget | null {
  const candidates: Candidate[] = [];
  for (const m of text.matchAll(BEFORE)) {
    const amount = toAmount(m[4], m[5], m[3]);
    if (amount) candidates.push({ amount, currency: currencyOf(m[1]!), index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(AFTER)) {
    const amount = toAmount(m[3], m[4], m[2]);
    const currency = currencyOf(m[5]!);
    if (amount && !candidates.some((c) => m.index < c.end && c.index < m.index + m[0].length)) candidates.push({ amount, currency, index: m.index, end: m.index + m[0].length });
  }
  if (!candidates.length) {
    for (const m of text.matchAll(BARE)) {
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      const cue = /\bbudget\b[^.?!\d]*$/.test(before) || (opts.correcting && /^\s*(?:each|pp|per person|in total|total)\b/.test(after) && /\b(?:k|thousand|grand)\b/.test(m[0]));
      const amount = toAmount(m[3], m[4], m[2]);
      if (!cue || !amount || amount < 100) continue;
      if (/^\s*(?:days?|nights?|weeks?|adults?|kids?|children|people|persons|pax|of us)\b/.test(after)) continue;
      candidates.push({ amount, currency: null, index: m.index, end: m.index + m[0].length });
    }
  }
  if (!candidates.length) return null;
  const cued = candidates.find((c) => /\b(?:budget|max|maximum|up to|under|spend|afford|around|about|approx)\b[^.?!]{0,25}$/.test(text.slice(Math.max(0, c.index - 30), c.index)));
  const chosen = cued ?? candidates[0]!;
  // "between 3000 euros or about 3500 dollars per person": the basis said after the last figure covers them all
  const last = candidates[candidates.length - 1]!;
  const sameSentence = !/[.!?]\s/.test(text.slice(chosen.end, last.index));
  return { amount: chosen.amount, currency: chosen.currency, per: basisNear(text, chosen) ?? (sameSentence ? basisNear(text, last) : null) };
}

/** A correction that only changes the basis: "sorry, that was in total, not per person". */
export function findBudgetBasisOnly(text: string): TripBudget['per'] {
  if (/\b(?:in total|total|for both|altogether)\b/.test(text) && /\bnot per person\b|\btotal\b/.test(text)) return 'total';
  if (/\bper person\b|\beach\b|\bpp\b/.test(text) && !/\bnot (?:per person|each|pp)\b/.test(text)) return 'person';
  return null;
}
