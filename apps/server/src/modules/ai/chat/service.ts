import { eq } from 'drizzle-orm';
import { EMPTY_TRIP_SLOTS, tripSlotsSchema, type ChatConversation, type ChatMessage, type ChatReply, type ChatStage, type TripSlots } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import { aiConversations } from '../../../db/schema.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { JobQueue } from '../../../lib/jobs.js';
import type { MailContext } from '../../../lib/mail-outbox.js';
import { createEnquiry } from '../../enquiries/service.js';
import { createTraveler, updateTraveler } from '../../travelers/service.js';
import { slotsToPreferences } from '../preferences.js';
import type { AiProvider } from '../provider.js';
import { nextTurn } from './dialogue.js';
import { foreignPlaceIn } from '../../experiences/words/foreign-places.js';
import { wordsOfText } from '../../experiences/words/text-search.js';

/** A conversation keeps its last 40 messages: enough context for the traveller, a cap on what one id can store. */
const MAX_MESSAGES = 40;

type Row = typeof aiConversations.$inferSelect;

const slotsOf = (row: Row): TripSlots => tripSlotsSchema.catch(EMPTY_TRIP_SLOTS).parse(row.slots);

function toConversation(row: Row): ChatConversation {
  return { conversationId: row.id, stage: row.stage as ChatStage, messages: row.messages, extractedPreferences: slotsOf(row), inquiryNumber: row.inquiryNumber };
}

async function load(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await db.select().from(aiConversations).where(eq(aiConversations.id, id));
  if (!row) throw notFound('Conversation');
  return row;
}

export const getConversation = async (db: DbOrTx, id: string) => toConversation(await load(db, id));

/**
 * One turn of the chat: the message is read by the AI engine as data (with what was understood before, so
 * 'actually three weeks' corrects the length), the dialogue decides the reply, and both are stored.
 */
export async function chatTurn(db: DbOrTx, ai: AiProvider, now: Date, message: string, conversationId?: string): Promise<ChatReply> {
  const row = conversationId
    ? await load(db, conversationId)
    : (await db.insert(aiConversations).values({ slots: EMPTY_TRIP_SLOTS }).returning())[0]!;
  if (row.stage === 'completed' || row.stage === 'creating_traveler') {
    throw new AppError('CONFLICT', 'This conversation is complete.');
  }
  const before = slotsOf(row);
  const after = await ai.extractPreferences(message, { today: now, previous: before });
  const turn = nextTurn(row.stage as ChatStage, before, after, { elsewhere: elsewhereNamed(message, before, after), message });
  const at = now.toISOString();
  const messages: ChatMessage[] = [...row.messages, { role: 'user' as const, content: message, timestamp: at }, { role: 'assistant' as const, content: turn.reply.message, timestamp: at }].slice(-MAX_MESSAGES);
  await db.update(aiConversations).set({ stage: turn.stage, slots: after, messages, updatedAt: now }).where(eq(aiConversations.id, row.id));
  return { ...turn.reply, conversationId: row.id, extractedPreferences: after, contactData: null, inquiryNumber: null, showFoundersMessage: false };
}

/**
 * A place outside the five countries that the message names, when it names no covered one (the engine read none
 * more): 'a honeymoon in the Seychelles' → Seychelles. Not a word said as one's name ("I'm Jordan", 'my name is Chad').
 */
function elsewhereNamed(message: string, before: TripSlots, after: TripSlots): string | undefined {
  const addedPlace = after.countries.some((c) => !before.countries.includes(c)) || after.places.some((p) => !before.places.includes(p));
  if (addedPlace) return undefined;
  const terms = wordsOfText(message);
  const named = (i: number) => terms[i - 1] === 'am' || terms[i - 1] === 'called' || (terms[i - 1] === 'is' && terms[i - 2] === 'name');
  return foreignPlaceIn(terms.map((term, i) => (named(i) ? '' : term)));
}

/** The client showed the contact prompt (4 seconds after the experiences): the stage moves on and the prompt is kept. */
export async function requestContact(db: DbOrTx, conversationId: string, prompt: string, now: Date): Promise<void> {
  const row = await load(db, conversationId);
  if (row.stage !== 'showing_experiences') return;
  const messages: ChatMessage[] = [...row.messages, { role: 'assistant' as const, content: prompt, timestamp: now.toISOString() }].slice(-MAX_MESSAGES);
  await db.update(aiConversations).set({ stage: 'awaiting_contact', messages, updatedAt: now }).where(eq(aiConversations.id, row.id));
}

export interface CreateFromAiInput {
  conversationId: string;
  first_name: string;
  last_name?: string | null;
  email: string;
}

/**
 * The traveller of a finished chat, through the wizard's own path (traveller, preferences, enquiry with matching and
 * both e-mails), the leads marked 'ai_chat'. Once per conversation: a retry answers with the same inquiry number.
 */
export async function createTravelerFromChat(
  db: DbOrTx,
  deps: { mail: MailContext; jobs: JobQueue; now: Date },
  input: CreateFromAiInput,
): Promise<{ inquiry_number: string; traveler_id: string }> {
  const row = await load(db, input.conversationId);
  if (row.travelerId && row.inquiryNumber) return { inquiry_number: row.inquiryNumber, traveler_id: row.travelerId };
  const { id } = await createTraveler(db, input.email);
  const traveler = await updateTraveler(db, id, { first_name: input.first_name.trim(), last_name: input.last_name?.trim() || null, preferences: slotsToPreferences(slotsOf(row)) });
  await db.update(aiConversations).set({ stage: 'creating_traveler', travelerId: id, updatedAt: deps.now }).where(eq(aiConversations.id, row.id));
  await createEnquiry(db, deps.mail, deps.jobs, { traveler_id: id, source: 'ai_chat', idempotency_key: row.id });
  await db.update(aiConversations).set({ stage: 'completed', inquiryNumber: traveler.inquiry_number, updatedAt: deps.now }).where(eq(aiConversations.id, row.id));
  return { inquiry_number: traveler.inquiry_number, traveler_id: id };
}
