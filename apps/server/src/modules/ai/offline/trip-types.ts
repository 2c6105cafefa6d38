import type { AiTripType } from '@safari/contract';
import { isNegatedAt, type Mention } from './shared.js';

/**
 * Words that name what a traveller wants to do, mapped onto the onboarding wizard's seven trip types
 * (ONBOARDING_TRIP_TYPES). The wizard has no honeymoon or beach type: both read as Relaxation/Wellness.
 */
const CUES: [AiTripType, RegExp][] = [
  ['Nature & Wildlife', /\b(safaris?|game ?drives?|game viewing|wildlife|migration|wildebeest|calving|big (?:5|five)|animals?|lions?|leopards?|elephants?|rhinos?|cheetahs?|giraffes?|zebras?|hippos?|birding|birdwatching|bird ?watching|birds?|birders?|shoebills?|lemurs?|chameleons?|sifakas?|indri|fossa|whale ?watching|nature|photography safari|bush|national parks?)\b/g],
  ['Gorilla Tours', /\b(gorillas?|chimps?|chimpanzees?|primates?|golden monkeys?|gorilla trek\w*|gorilla tracking|habituation)\b/g],
  ['Adventure', /\b(hik(?:e|es|ed|ing)|(?<!gorilla |chimp |chimpanzee |primate )trek(?:s|king)?|(?<!tree[- ])climb(?:s|ing|ed)?|summit|mountaineering|adventures?|adventurous|rafting|white ?water|bungee|bungy|zip ?lin\w*|abseil\w*|canyoning|cycling|biking|mountain bike|kayak(?:ing)?|lemosho|machame|marangu|rongai|umbwe|scramble|via ferrata|hell's gate cycling|volcano hike)\b/g],
  ['Water Activities', /\b(snorkel+(?:ing|ling)?|scuba|div(?:e|es|ing)|divers?|swim(?:ming)? with|whale ?sharks?|dolphins?|kite ?surf\w*|surf(?:ing)?|sailing|dhow|canoe\w*|paddle ?board\w*|sup|fishing|deep sea|rafting|white ?water|whale ?watching|water ?sports?)\b/g],
  ['Relaxation/Wellness', /\b(beach(?:es)?|relax\w*|chill\w*|spa|spas|wellness|yoga|retreat|massage|unwind|honey ?moon\w*|lazy days|downtime|sun ?bath\w*|pool)\b/g],
  ['Cultural Exploration', /\b(cultur\w*|heritage|history|historic\w*|maasai village|masai village|villages?|tribes?|tribal|hadza\w*|bushmen|datoga|batwa|local communit\w*|communities|museums?|memorial|old town|architecture|traditions?|traditional|music|dance|art)\b/g],
  ['Food & Cuisine', /\b(food\w*|cuisine|cooking|cook|culinary|spice (?:tour|farm)s?|coffee (?:tour|farm|plantation)s?|tea (?:tour|plantation)s?|street food|seafood|restaurants?|gastronom\w*|wine|eat(?:ing)?|chocolate)\b/g],
];

/** Climbing a named mountain is an adventure even when no climbing word is used ("Kilimanjaro in January"). */
const CLIMB_NEAR_MOUNTAIN = /\b(kili|kilimanjaro|mount kenya|mt kenya|meru|rwenzori|ruwenzori|elgon)\b[^.?!]{0,40}\b(route|summit|climb|trek|hike|ascent)/;

export function findTripTypes(text: string): Mention<AiTripType>[] {
  const found: Mention<AiTripType>[] = [];
  for (const [type, re] of CUES) {
    for (const m of text.matchAll(re)) {
      if (type === 'Nature & Wildlife' && /^birds?$/.test(m[0]) && !/\b(bird|birds)\s+(?:watching|life|species)/.test(text)) continue;
      found.push({ value: type, index: m.index, negated: isNegatedAt(text, m.index, m[0].length) });
    }
  }
  const climb = CLIMB_NEAR_MOUNTAIN.exec(text);
  if (climb) found.push({ value: 'Adventure', index: climb.index, negated: isNegatedAt(text, climb.index) });
  return found;
}
