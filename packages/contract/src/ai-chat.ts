import { z } from 'zod';
import { tripSlotsSchema } from './ai.js';
import { MESSAGES } from './messages.js';
import { multiLineText, optionalText, singleLineText } from './text.js';
import { travelerEmailField } from './travelers.js';

/** The chat's stages (agent-side.md §4 'Chat stage'). */
export const CHAT_STAGES = ['initial', 'showing_experiences', 'awaiting_contact', 'creating_traveler', 'completed'] as const;
export type ChatStage = (typeof CHAT_STAGES)[number];

/** What a reply is: a question for a missing detail, the moment preferences are enough to show experiences, or the end. */
export const CHAT_REPLY_TYPES = ['question', 'preference_extraction', 'contact_request', 'completed'] as const;

export const CHAT_MESSAGE_MAX = 2000;

export const chatRequestBody = z.object({
  message: multiLineText(CHAT_MESSAGE_MAX).refine((s) => s.trim().length > 0, { message: MESSAGES.chatMessageEmpty }),
  conversationId: z.uuid().optional(),
  context: z.object({ conversationStage: z.enum(CHAT_STAGES).optional(), hasContactInfo: z.boolean().optional() }).optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequestBody>;

export const chatMessageSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), timestamp: z.string() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The reply of agent-side.md §3 'AI reply'. */
export const chatReplySchema = z.object({
  message: z.string(),
  conversationId: z.uuid(),
  type: z.enum(CHAT_REPLY_TYPES),
  extractedPreferences: tripSlotsSchema,
  showExperiences: z.boolean(),
  shouldCreateTraveler: z.boolean(),
  contactData: z.null(),
  inquiryNumber: z.string().nullable(),
  showFoundersMessage: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** A stored conversation, so a reload resumes it. */
export const chatConversationSchema = z.object({
  conversationId: z.uuid(),
  stage: z.enum(CHAT_STAGES),
  messages: z.array(chatMessageSchema),
  extractedPreferences: tripSlotsSchema,
  inquiryNumber: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** The chat's contact form (agent-side.md §5: e-mail and first name required, last name optional). */
export const chatContactForm = z.object({
  email: travelerEmailField,
  firstName: singleLineText(100).refine((s) => s.trim().length > 0, { message: MESSAGES.chatFirstNameRequired }),
  lastName: singleLineText(100).optional(),
});
export type ChatContactForm = z.infer<typeof chatContactForm>;

/** POST /api/travelers/create_from_ai (agent-side.md §3, §7); preferences come from the conversation on the server. */
export const createFromAiBody = z.object({
  first_name: singleLineText(100).refine((s) => s.trim().length > 0, { message: MESSAGES.chatFirstNameRequired }),
  last_name: optionalText(100, { singleLine: true }),
  email: travelerEmailField.transform((v) => v.toLowerCase()),
  phone: z.null().optional(),
  preferences: z.unknown().optional(),
  conversationId: z.uuid(),
});
export const createFromAiResponse = z.object({ inquiry_number: z.string(), traveler_id: z.uuid() });

export const chatConversationParams = z.object({ conversationId: z.uuid() });
