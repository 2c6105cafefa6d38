/**
 * Who travels: adults and children. Absolute statements ("2 adults and 3 children", "family of four with two kids",
 * "solo", "my wife and I") set the numbers; in a follow-up message, people joining or leaving ("my sister is
 * coming too", "2 of us dropped out") change the previous numbers.
 */
export interface PartyFound {
  adults: number | null;
  children: number | null;
  /** Changes relative to what was known before (follow-up messages). */
  deltaAdults: number;
  deltaChildren: number;
}

const N = String.raw`(\d{1,2})`;
const CHILD_WORDS = String.raw`(?:kids?|kiddos?|kiddies|children|child|childs|teens?|teenagers?|toddlers?|bab(?:y|ies)|infants?|sons?|daughters?|boys?|girls?|little ones|minors)`;
const ADULT_WORDS = String.raw`(?:adults?|grown[- ]ups?|pax|people|persons?|ppl|travell?ers|guests|friends|mates|buddies|pals|lads|guys|women|ladies|men|divers?|non[- ]divers?|colleagues|coworkers|seniors|pensioners|couples?)`;
const ADULT_RELATIVES = /\b(?:my|the|with) (?:(?:elderly|old|best|older|younger|big|little)\s+)?(wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|spouse|mum|mom|mother|dad|father|sister|brother|friend|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|colleague|mother-in-law|father-in-law|bf|gf|hubby|missus|missis|wifey|other half|better half)\b/g;
const PAIR_RELATIVES = /\bmy (parents|in-laws|grandparents)\b/g;
const CHILD_RELATIVES = /\b(?:my|our)\s+(?:(?:\d{1,2}|little|young|teenage|baby)\s+)?(son|daughter|kid|child|baby|boy|girl|grandson|granddaughter)\b(?:\s*\((\d{1,2})\))?/g;

function count(text: string, re: RegExp): number {
  return [...text.matchAll(re)].length;
}

export function findParty(text: string, opts: { correcting: boolean }): PartyFound {
  let adults: number | null = null;
  let children: number | null = null;
  let total: number | null = null;

  // Children: "3 kids", "2 children under 5", "one child aged 5", "2 teens"
  const childCounts = [...text.matchAll(new RegExp(String.raw`\b${N}\s+(?:(?:young|small|little|teenage|older|younger)\s+)?${CHILD_WORDS}\b`, 'g'))].map((m) => Number(m[1]));
  if (childCounts.length) children = childCounts.reduce((a, b) => a + b, 0);
  // "kids 8 & 11", "children aged 4, 9 and 13": one child per age
  const ages = /\b(?:kids|children|boys|girls|sons|daughters)\s*(?:\(?\s*(?:aged|ages)?\s*)(\d{1,2}(?:\s*(?:,|&|and)\s*\d{1,2})+)/.exec(text);
  if (children === null && ages) children = ages[1]!.split(/,|&|and/).length;
  if (/\b(?:no|without) (?:kids|children)\b|\bjust (?:the )?adults\b|\badults only\b/.test(text)) children = 0;

  const adultMatch = new RegExp(String.raw`\b${N}\s+(?:x\s+)?(?:adults?|grown[- ]ups?)\b`).exec(text);
  if (adultMatch) adults = Number(adultMatch[1]);

  // Totals: "family of 4", "we are 3", "group of 8 friends", "2 pax", "3 of us", "4 people", "(4 total)"
  const totalRe = [
    new RegExp(String.raw`\b(?:family|group|party|team) of ${N}\b`),
    new RegExp(String.raw`\b(?:we are|we're|were|there are|there will be)\s+(?:a\s+)?${N}\b(?!\s*(?:days?|nights?|weeks?|months?|years?|%|couples|families))`),
    new RegExp(String.raw`\b(?:the\s+)?${N} of us\b`),
    new RegExp(String.raw`\(${N} (?:total|in total|people|persons|pax)\)`),
    new RegExp(String.raw`\b${N} (?:total travell?ers|travell?ers in total|people in total)\b`),
    new RegExp(String.raw`\b(?:permits?|tickets?|a quote|quote|rooms?|space|places|seats|booking) for ${N}\b(?!\s*(?:days?|nights?|weeks?))`),
  ];
  for (const re of totalRe) {
    const m = re.exec(text);
    if (m) {
      total = Number(m[1]);
      break;
    }
  }
  if (total === null) {
    // "2 divers + 1 non diver", "6 lads", "2 women": people nouns summed; "me and 3 friends" counts the writer too
    const nouns = [...text.matchAll(new RegExp(String.raw`\b${N}\s+(?:\w+\s+)?${ADULT_WORDS}\b`, 'g'))].filter((m) => !/\badults?\b/.test(m[0]));
    if (nouns.length) {
      total = nouns.reduce((sum, m) => sum + (/\bcouples?\b/.test(m[0]) ? 2 : 1) * Number(m[1]), 0);
      if (/\b(?:me|i|myself) (?:and|\+|&|with) \d{1,2}\b|\bwith (?:my )?\d{1,2} (?:friends|colleagues|coworkers)\b/.test(text)) total += 1;
    }
  }

  // Relational: "my wife and I", "me + girlfriend", "a couple", "honeymoon", "solo"
  const relatives = count(text, ADULT_RELATIVES) + 2 * count(text, PAIR_RELATIVES) + count(text, /\b(?:me|i) (?:and|\+|&) (?:gf|bf|girlfriend|boyfriend|partner|wife|husband|fiance|fiancee)\b/g) - count(text, /\bmy (?:wife|husband|partner|boyfriend|girlfriend|fiance|fiancee) and (?:my )?(?:wife|husband|partner)\b/g);
  const childRelatives = [...text.matchAll(CHILD_RELATIVES)].filter((m) => !m[2] || Number(m[2]) < 18).length;
  const others = /\b(?:they|they'd|they're|them)\b/.test(text) && !/\b(?:we|us|me|myself|i)\b/.test(text.replace(/\bi\b(?='m going to be)/, ''));
  const self = others ? 0 : 1;

  if (opts.correcting) {
    let deltaAdults = 0;
    let deltaChildren = 0;
    const joining = /\b(?:too|also|as well|join(?:s|ing)?(?: us)?|coming|come along|bring(?:ing)?|add(?:ing)?|plus|now)\b/.test(text);
    const leaving = /\b(?:dropped out|drop out|can'?t come|cannot come|won'?t (?:be )?(?:come|coming|join)|not coming|cancel(?:l?ed)?|staying home|no longer coming)\b/.exec(text);
    if (leaving) {
      const n = /\b(\d{1,2}) of us\b/.exec(text);
      deltaAdults -= n ? Number(n[1]) : Math.max(1, count(text, ADULT_RELATIVES));
    } else if (joining && adults === null && total === null) {
      deltaAdults += count(text, ADULT_RELATIVES) + 2 * count(text, PAIR_RELATIVES) + (/\b(?:one|1) more (?:person|adult)\b/.test(text) ? 1 : 0);
      if (children === null) deltaChildren += childRelatives;
    }
    if (deltaAdults || deltaChildren) return { adults: null, children: null, deltaAdults, deltaChildren };
  }

  if (adults === null && total !== null) adults = total - (children ?? 0) > 0 ? total - (children ?? 0) : total;
  if (adults === null && (relatives > 0 || childRelatives > 0 || children !== null)) {
    if (relatives > 0 || /\b(?:we|us|our)\b/.test(text) || childRelatives > 0) {
      const familyParents = /\bfamily\b|\bour (?:kids|children|son|daughter)\b|\bwe\b/.test(text) && relatives === 0 ? 2 : 0;
      adults = relatives > 0 ? self + relatives : familyParents || null;
    }
    if (children === null && childRelatives > 0) children = childRelatives;
  }
  if (adults === null && /\b(?:solo|alone|by myself|on my own|just me(?! and| \+| &| with)|only me|just myself|single traveller|single traveler|1 person|1 adult|myself only)\b/.test(text)) adults = 1;
  if (children === null && /(?:\b(?:a|and|with|plus)|\+)\s*(?:a\s+)?(?:baby|infant|toddler|newborn)\b/.test(text)) children = 1;
  if (adults === null && /\b(?:couple|the 2 of us|2 of us|honey ?moon\w*|my (?:other|better) half)\b/.test(text)) adults = 2;
  // a parent travelling with their children and nobody else named
  if (adults === null && /\bwith my (?:\d+ )?(?:kids|children|sons?|daughters?)\b/.test(text)) adults = self + relatives;
  return { adults, children, deltaAdults: 0, deltaChildren: 0 };
}
