import { outsideRegionMessage, type ChatReply, type ChatStage, type TripSlots } from '@safari/contract';

/**
 * What the assistant says back (pure, no I/O): what it understood in plain words, then ONE question for the most
 * useful missing detail. It never states prices or availability: those are the agents' to give.
 */

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const money = (amount: number, currency: string | null) =>
  `${currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : currency === 'USD' || !currency ? '$' : `${currency} `}${amount.toLocaleString('en-US')}`;

const BASIS = { person: ' per person', total: ' in total', unsaid: '' } as const;

/** 'the Serengeti (Tanzania), in July 2027, for 21 days, 3 adults, about $4,000 per person, nature & wildlife'. */
export function describeSlots(slots: TripSlots): string[] {
  const parts: string[] = [];
  const places = slots.places.length ? list(slots.places) : '';
  const countries = slots.countries.filter((c) => !slots.places.includes(c));
  if (places) parts.push(countries.length ? `${places} (${list(countries)})` : places);
  else if (countries.length) parts.push(list(countries));
  if (slots.travelMonth) {
    const months = slots.travelMonthEnd && slots.travelMonthEnd !== slots.travelMonth ? `${slots.travelMonth} to ${slots.travelMonthEnd}` : slots.travelMonth;
    parts.push(`in ${months}${slots.travelYear ? ` ${slots.travelYear}` : ''}`);
  } else if (slots.travelYear) parts.push(`in ${slots.travelYear}`);
  if (slots.lengthDays) parts.push(`for ${slots.lengthDays} ${slots.lengthDays === 1 ? 'day' : 'days'}`);
  const children = slots.children ? `${slots.children} ${slots.children === 1 ? 'child' : 'children'}` : '';
  if (slots.adults !== null) {
    const who = `${slots.adults} ${slots.adults === 1 ? 'adult' : 'adults'}`;
    parts.push(children ? `${who} and ${children}` : who);
  } else if (children) {
    // 'Christmas in Zanzibar with our 2 kids': the children were said, the adults not yet.
    parts.push(children);
  }
  // A budget said without its basis ('budget 20000 usd' for a family of four) is repeated without one, not as per person.
  if (slots.budget) parts.push(`about ${money(slots.budget.amount, slots.budget.currency)}${BASIS[slots.budget.per ?? 'unsaid']}`);
  if (slots.tripTypes.length) parts.push(list(slots.tripTypes.map((t) => t.toLowerCase())));
  return parts;
}

type Slot = 'where' | 'when' | 'length' | 'who' | 'budget' | 'style';

const QUESTIONS: Record<Slot, string> = {
  where: 'Where would you like to go? Tanzania, Kenya, Uganda, Rwanda or Madagascar, or a place such as the Serengeti, Zanzibar or Bwindi.',
  when: 'When are you thinking of travelling? A month is enough.',
  length: 'How long would you like the trip to be?',
  who: 'Who is coming along: how many adults, and any children?',
  budget: 'Roughly what budget per person do you have in mind? A range is fine.',
  style: 'What kind of trip speaks to you: wildlife safaris, gorillas, beaches, mountains, culture, or a honeymoon?',
};

export function missingSlots(slots: TripSlots): Slot[] {
  const missing: Slot[] = [];
  if (!slots.countries.length && !slots.places.length) missing.push('where');
  if (!slots.travelMonth && !slots.travelYear) missing.push('when');
  if (!slots.lengthDays) missing.push('length');
  if (slots.adults === null) missing.push('who');
  if (!slots.budget) missing.push('budget');
  if (!slots.tripTypes.length) missing.push('style');
  return missing;
}

/** Enough to show experiences and match an agent: somewhere (or a kind of trip) and some idea of when or how long. */
export const enoughToMatch = (slots: TripSlots) =>
  (slots.countries.length > 0 || slots.places.length > 0 || slots.tripTypes.length > 0) && (slots.travelMonth !== null || slots.travelYear !== null || slots.lengthDays !== null);

const changed = (before: TripSlots, after: TripSlots) => JSON.stringify(before) !== JSON.stringify(after);

export interface Turn {
  stage: ChatStage;
  reply: Pick<ChatReply, 'message' | 'type' | 'showExperiences' | 'shouldCreateTraveler'>;
}

/**
 * The assistant's turn after the traveller's message, from the slots before and after it. `elsewhere` is a place
 * outside the five countries that the message named and no covered place came with ('a honeymoon in the Seychelles'):
 * the reply says so first, rather than asking where to go as if nothing had been said.
 */
export function nextTurn(stage: ChatStage, before: TripSlots, after: TripSlots, { elsewhere, message = '' }: { elsewhere?: string; message?: string } = {}): Turn {
  const turn = turnFor(stage, before, after);
  // A place elsewhere first: an agent's answer about a place no agent covers would promise what none can keep.
  const first = elsewhere ? outsideRegionMessage(elsewhere) : asksForAdvice(message) ? AGENTS_ANSWER : '';
  return first ? { ...turn, reply: { ...turn.reply, message: `${first} ${turn.reply.message}` } } : turn;
}

/**
 * What the assistant says to a question only an agent can answer: prices, permits, visas, health, safety, weather,
 * and the advice an agent gives with a proposal (which route, the best time to go, what to pack, how fit to be). It
 * never answers them itself (a price or a rule said wrong is worse than none).
 */
export const AGENTS_ANSWER = 'That is a question for your local agent, who will answer it with their proposal.';
const ADVICE_WORDS = /\b(how much|cost|costs|price|prices|permit|permits|visa|visas|vaccin\w*|malaria|yellow fever|safe|safety|dangerous|weather|tipping|insurance|routes?|best (?:time|month|season)|pack|packing|how fit|fitness|altitude)\b/i;

/** The message asks something (a question mark) about what only an agent can answer (AGENTS_ANSWER). */
const asksForAdvice = (message: string) => message.includes('?') && ADVICE_WORDS.test(message);

function turnFor(stage: ChatStage, before: TripSlots, after: TripSlots): Turn {
  const understood = describeSlots(after);
  const learned = changed(before, after);
  const missing = missingSlots(after);
  const summary = understood.length ? `${learned ? 'Got it' : 'So far I have'}: ${understood.join(', ')}.` : '';

  if (stage === 'initial' && enoughToMatch(after)) {
    const follow = missing.length ? ` If you like, tell me more (${QUESTIONS[missing[0]!].charAt(0).toLowerCase()}${QUESTIONS[missing[0]!].slice(1, -1)}), or change anything.` : '';
    return {
      stage: 'showing_experiences',
      reply: {
        type: 'preference_extraction',
        message: `${summary} Here are a few experiences local agents offer that fit.${follow}`,
        showExperiences: true,
        shouldCreateTraveler: false,
      },
    };
  }
  if (stage !== 'initial') {
    // Experiences are on screen; keep listening to corrections until the contact details arrive.
    return {
      stage,
      reply: {
        type: 'question',
        message: learned ? `${summary} I've updated your trip. ${stage === 'awaiting_contact' ? 'Whenever you are ready, leave your name and e-mail below.' : ''}`.trim() : `${summary} Anything else you would like to change?`.trim(),
        showExperiences: learned,
        shouldCreateTraveler: false,
      },
    };
  }
  const lead = learned ? summary : "Thanks! I didn't catch any trip details in that yet.";
  return {
    stage,
    reply: { type: 'question', message: `${lead} ${QUESTIONS[missing[0] ?? 'where']}`.trim(), showExperiences: false, shouldCreateTraveler: false },
  };
}
