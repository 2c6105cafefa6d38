import * as chrono from 'chrono-node';
import { MONTHS } from '@safari/contract';
import { isNegatedAt } from './shared.js';

type Month = (typeof MONTHS)[number];

export interface WhenFound {
  month: Month | null;
  monthEnd: Month | null;
  year: number | null;
  lengthDays: number | null;
}

const MONTH_RE =
  /\b(jan(?:uary|aury|uray|uari)?|feb(?:ruary|uary|urary|rary)?|mar(?:ch)?|apr(?:il|ill)?|may|june?|july?|aug(?:ust|ust)?|sep(?:t(?:ember)?)?|septmber|oct(?:ober|ober)?|nov(?:ember|emeber)?|dec(?:ember|emeber)?)\b\.?/g;

function monthIndex(word: string): number {
  return ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(word.slice(0, 3));
}

/** "may" is a month only where a month fits: "in May", "early May", "May 2027", "May." on its own. */
function isMonthWord(text: string, word: string, index: number): boolean {
  if (word === 'march' && /\b(?:i|we|they|you|to|will|and)\s*$/.test(text.slice(Math.max(0, index - 8), index))) return false;
  if (word === 'may' || word === 'mar') {
    const before = text.slice(Math.max(0, index - 16), index);
    const after = text.slice(index + word.length, index + word.length + 8);
    return /(?:\bin|\bof|\bearly|\bmid|\blate|\bend of|\bbeginning of|\bor|\band|\bto|\buntil|\bthrough|\bnext|\bthis|[-/.,:]|^)\s*$/.test(before) && !/^\s*(?:be|have|want|go|i|we|not|also|take|need|want|possibly)\b/.test(after)
      || /^\s*(?:20\d\d|[-/.,]|$)/.test(after) && !/\b(?:i|we|you|it|they|that|this|which|he|she)\s*$/.test(before);
  }
  return true;
}

const SEASONS: [RegExp, number, number | null][] = [
  [/\b(?:christmas|xmas|x-mas|festive season|festive period)\b/, 11, null],
  [/\b(?:over|at|for|around|during|spend(?:ing)?|celebrate)\s+(?:the\s+)?new years?(?:'s)?(?: eve)?\b/, 11, null],
  [/\b(?:end of (?:the|this|next) year|year[- ]end)\b/, 11, null],
  [/\b(?:long )?dry season\b/, 5, 9],
  [/\b(?:long rains|rainy season|wet season|green season|low season)\b/, 3, 4],
  [/\bshort rains\b/, 10, null],
  [/\bsummer (?:holidays?|break|vacation)\b/, 6, 7],
  [/\bsummer\b/, 5, 7],
  [/\bspring\b/, 2, 4],
  [/\b(?:autumn|fall)\b/, 8, 10],
  [/\bwinter\b/, 11, 1],
];

/** Western Easter Sunday (anonymous Gregorian algorithm): its month index. */
function easterMonth(year: number): number {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  return Math.floor((h + l - 7 * m + 114) / 31) - 1;
}

function findLength(text: string): number | null {
  const lengths: number[] = [];
  const num = String.raw`(\d+(?:\.\d+)?)(?:\s*(?:-|to|or)\s*(\d+(?:\.\d+)?))?`;
  for (const m of text.matchAll(new RegExp(String.raw`\b${num}\s*-?\s*(days?|nights?|nts?|nites|weeks?|wks?)\b`, 'g'))) {
    if (/\b(?:in|within|after)\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index)) && /^(?:\s*(?:time|from now))/.test(text.slice(m.index + m[0].length))) continue;
    const value = Number(m[2] ?? m[1]);
    const unit = m[3]!;
    if (!Number.isFinite(value) || value <= 0) continue;
    if (unit.startsWith('day')) lengths.push(value);
    else if (unit.startsWith('n')) lengths.push(value + 1);
    else lengths.push(value * 7);
  }
  if (/\b(?:a|1) week and a half\b/.test(text)) lengths.push(10.5);
  else if (/\b(?:a|one|1) week\b/.test(text) && !/\bnext week\b/.test(text)) lengths.push(7);
  if (/\bfortnight\b|\bcouple of weeks\b/.test(text)) lengths.push(14);
  if (/\blong weekend\b/.test(text)) lengths.push(3);
  else if (/\bweekend\b/.test(text)) lengths.push(2);
  if (/\b(?:for|about|around|spend|over)\s+(?:a|1) month\b/.test(text)) lengths.push(30);
  if (!lengths.length) return null;
  const days = Math.round(Math.max(...lengths));
  return days >= 1 && days <= 365 ? days : null;
}

/**
 * Numeric dates: day first ("12/07/2027" is 12 July), as most travellers to the region write them, unless a date in
 * the message only makes sense month first ("07/26/2027").
 */
function parseDates(text: string, today: Date): chrono.ParsedResult[] {
  const monthFirst = [...text.matchAll(/\b(\d{1,2})[/.](\d{1,2})[/.]\d{2,4}\b/g)].some((m) => Number(m[2]) > 12);
  return (monthFirst ? chrono : chrono.en.GB).parse(text, today, { forwardDate: true });
}

/** Month, year and length of the trip, relative to `today` (the coming occurrence of a month unless a year is said). */
export function findWhen(text: string, today: Date): WhenFound {
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth();
  const nextYearSaid = /\bnext year\b|\bearly next year\b/.test(text);
  const thisYearSaid = /\bthis year\b|\blater this year\b/.test(text);
  const resolveYear = (month: number, explicit?: number): number =>
    explicit ?? (nextYearSaid ? thisYear + 1 : thisYearSaid ? thisYear : month >= thisMonth ? thisYear : thisYear + 1);

  const months: { month: number; index: number; year?: number }[] = [];
  for (const m of text.matchAll(MONTH_RE)) {
    const word = m[1]!;
    if (!isMonthWord(text, word, m.index)) continue;
    if (isNegatedAt(text, m.index, word.length)) continue;
    const yearAfter = /^\.?,?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?\s*)?(20\d\d)\b/.exec(text.slice(m.index + word.length));
    months.push({ month: monthIndex(word), index: m.index, year: yearAfter ? Number(yearAfter[1]) : undefined });
  }
  let month: number | null = null;
  let monthEnd: number | null = null;
  let year: number | null = null;
  if (months.length) {
    const first = months[0]!;
    month = first.month;
    year = resolveYear(month, first.year);
    const second = months[1];
    if (second && /^\s*(?:\/|-|to|until|till|through|or|and)\s*(?:early|mid|late|end of)?\s*$/.test(text.slice(first.index, second.index).replace(/^[a-z]+\.?\s*(?:20\d\d)?/, ''))) monthEnd = second.month;
  } else {
    const relative = /\bnext month\b/.test(text) ? 1 : /\bthis month\b/.test(text) ? 0 : /\bnext week\b/.test(text) ? 7 / 30 : /\bin (\d+) months?\b/.exec(text)?.[1];
    if (relative !== undefined) {
      const date = new Date(Date.UTC(thisYear, thisMonth, today.getUTCDate()));
      if (typeof relative === 'number' && relative < 1 && relative > 0) date.setUTCDate(date.getUTCDate() + 7);
      else date.setUTCMonth(date.getUTCMonth() + Number(relative));
      month = date.getUTCMonth();
      year = date.getUTCFullYear();
    } else if (/\beaster\b/.test(text)) {
      let y = nextYearSaid ? thisYear + 1 : thisYear;
      if (!nextYearSaid && easterMonth(y) < thisMonth) y += 1;
      month = easterMonth(y);
      year = y;
    } else if (/\bearly next year\b|\bbeginning of next year\b|\bstart of next year\b/.test(text)) {
      month = 0;
      year = thisYear + 1;
    } else {
      for (const [re, from, to] of SEASONS) {
        const m = re.exec(text);
        if (!m || isNegatedAt(text, m.index, m[0].length)) continue;
        month = from;
        monthEnd = to;
        year = resolveYear(from);
        break;
      }
    }
    if (month === null) {
      const numeric = parseDates(text, today).find((r) => /\d{1,2}[/.]\d{1,2}/.test(r.text) && r.start.isCertain('month') && r.start.isCertain('day'));
      if (numeric) {
        month = numeric.start.get('month')! - 1;
        year = numeric.start.get('year') ?? resolveYear(month);
      }
    }
  }
  if (year === null) {
    const y = /\b(?:in|for|during)\s+(20[2-9]\d)\b/.exec(text);
    if (y) year = Number(y[1]);
    else if (nextYearSaid) year = thisYear + 1;
  }
  let lengthDays = findLength(text);
  if (lengthDays === null) {
    const range = parseDates(text, today).find((r) => r.end && r.start.isCertain('day') && r.end.isCertain('day'));
    if (range?.end) lengthDays = Math.round((range.end.date().getTime() - range.start.date().getTime()) / 86_400_000) + 1;
  }
  return {
    month: month === null ? null : MONTHS[month]!,
    monthEnd: monthEnd === null ? null : MONTHS[monthEnd]!,
    year,
    lengthDays,
  };
}
