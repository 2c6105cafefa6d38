import { MESSAGES, OPTIMIZE_MAX_LENGTH, type OptimizeContentType, type OptimizeResult } from '@safari/contract';

/**
 * The offline optimiser: honest editing, never writing. It tidies what the agent wrote (spacing, casing,
 * punctuation, doubled words, filler, shouting), fits it to the length the page shows, and lists the facts travellers
 * look for that the text does not give. It only ever removes or re-cases words: it cannot add a number, a place or a
 * claim the agent did not make (honesty.ts checks the same of a model's answer).
 */

/** Filler a traveller skips; replaced by nothing or by the plain word. Matched case-insensitively on word boundaries. */
const FILLER: Array<[RegExp, string]> = [
  [/\b(very|really|truly|so)\s+(?=\1\b)/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\b(?:basically|literally|actually),?\s+/gi, ''],
  [/\bplease do not hesitate to\b/gi, 'feel free to'],
  [/\bthe best of the best\b/gi, 'the best'],
];

/** Acronyms and codes that stay in capitals. */
const KEEP_UPPER = new Set(['USA', 'USD', 'EUR', 'GBP', 'TZS', 'KES', 'UGX', 'RWF', 'UNESCO', 'WWF', 'KWS', 'TANAPA', 'UWA', 'RDB', 'NGO', 'VIP', 'RN7', 'TV', 'GPS', 'SUV', '4X4', 'FAQ']);

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'de', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

function tidySpacing(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/ +\.(?=\p{L})/gu, '. ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=[^\s\d,.;:!?)"'’”])/g, '$1 ')
    .replace(/\.(?=[A-Z][a-z])/g, '. ')
    .trim();
}

function tidyPunctuation(text: string): string {
  return text
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/\.{4,}/g, '…')
    .replace(/,{2,}/g, ',')
    .replace(/([!?])\.+/g, '$1');
}

/**
 * 'AMAZING' → 'amazing' (shouting), but acronyms and codes stay ('USD', 'RN7', 'UNESCO'). A text written mostly in
 * capitals is lowered whole (short words included); sentence casing then gives it back its capitals.
 */
function unshout(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  const lowerWord = (word: string) => (KEEP_UPPER.has(word) || /\d/.test(word) ? word : word.toLowerCase());
  if (letters.length >= 12 && upper / letters.length > 0.6) return text.replace(/\p{L}[\p{L}\d']*/gu, lowerWord);
  return text.replace(/\b[A-Z][A-Z']{3,}\b/g, lowerWord);
}

function removeDoubledWords(text: string): string {
  return text.replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1');
}

function removeFiller(text: string): string {
  return FILLER.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** Capital letter at the start of each sentence and for the pronoun 'I'. */
function sentenceCase(text: string): string {
  return text
    .replace(/(^|[.!?]\s+|\n\s*)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bi\b(?=['’\s,.!?])/g, 'I');
}

/** A name in title case, keeping words already capitalised (places, brands) and codes as written. */
function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => {
      if (!word) return word;
      if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/^\p{Ll}/u, (c) => c.toUpperCase()).replace(/-(\p{Ll})/gu, (_m, c: string) => `-${c.toUpperCase()}`);
    })
    .join(' ');
}

/** Cut to `max` characters at the end of a sentence if one is near, else at a word boundary, never mid-word. */
export function fitLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '), cut.lastIndexOf('.\n'));
  if (sentenceEnd > max * 0.5) return text.slice(0, sentenceEnd + 1).trim();
  const space = cut.lastIndexOf(' ');
  return text.slice(0, space > 0 ? space : max).replace(/[\s,;:–-]+$/, '').trim();
}

const HAS_DURATION = /\b\d+\s*(?:-\s*)?(?:days?|nights?|hours?|hrs?|weeks?)\b|\b(?:half|full|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:day|night|hour|week)s?\b|\bday trip\b|\bovernight\b/i;
const HAS_INCLUDED = /\binclud|\bmeals?\b|\bbreakfast|\blunch|\bdinner|\btransfers?\b|\btransport|\bpark fees?\b|\bentrance fees?\b|\baccommodation|\blodg|\bcamp\b|\bguided?\b/i;
const HAS_SEASON = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|season|dry|wet|rainy|migration|all year|year-round|year round|summer|winter)\b/i;
const HAS_GROUP = /\bprivate\b|\bsmall[- ]group|\bgroup\b|\bfamil(?:y|ies)\b|\bcouples?\b|\bsolo\b|\bup to \d+|\bmax(?:imum)? \d+|\b\d+\s*(?:people|guests|travell?ers|persons)\b/i;
const HAS_TRACK_RECORD = /\bsince \d{4}\b|\b\d+\s*years?\b|\bfounded\b|\bestablished\b|\blicen[cs]ed?\b|\bcertified\b|\bmember of\b/i;
const HAS_PLACE = /\b(?:serengeti|ngorongoro|kilimanjaro|zanzibar|tarangire|manyara|ruaha|selous|nyerere|mara|amboseli|tsavo|samburu|nairobi|diani|lamu|bwindi|kibale|murchison|jinja|kampala|entebbe|volcanoes|nyungwe|akagera|kigali|kivu|nosy|tsingy|isalo|andasibe|ranomafana|morondava|antananarivo|sainte-marie|tanzania|kenya|uganda|rwanda|madagascar|arusha|moshi)\b/i;

/** The facts travellers look for in this kind of text that it does not give. */
export function missingFacts(text: string, contentType: OptimizeContentType): string[] {
  if (contentType === 'experience_name') return [];
  if (contentType === 'agency_description') {
    return [...(HAS_TRACK_RECORD.test(text) ? [] : [MESSAGES.optimizeMissingExperience]), ...(HAS_PLACE.test(text) ? [] : [MESSAGES.optimizeMissingPlaces])];
  }
  const found: string[] = [];
  if (!HAS_DURATION.test(text)) found.push(MESSAGES.optimizeMissingDuration);
  if (!HAS_INCLUDED.test(text)) found.push(MESSAGES.optimizeMissingIncluded);
  if (contentType === 'experience_description' && !HAS_SEASON.test(text)) found.push(MESSAGES.optimizeMissingSeason);
  if (contentType === 'experience_description' && !HAS_GROUP.test(text)) found.push(MESSAGES.optimizeMissingGroup);
  return found;
}

export function optimizeOffline(content: string, contentType: OptimizeContentType): OptimizeResult {
  const max = OPTIMIZE_MAX_LENGTH[contentType];
  let text = removeFiller(removeDoubledWords(unshout(tidyPunctuation(tidySpacing(content)))));
  text = tidySpacing(text);
  if (contentType === 'experience_name') {
    text = titleCase(text.replace(/\s*\n\s*/g, ' ').replace(/[.!,;:]+$/, ''));
  } else {
    text = sentenceCase(text);
    if (!/[.!?…)"'’”]$/.test(text)) text += '.';
  }
  text = fitLength(text, max);
  return { optimized: text || content.trim(), suggestions: missingFacts(text, contentType) };
}
