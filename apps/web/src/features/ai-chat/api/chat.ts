import { useQuery } from '@tanstack/react-query';
import {
  chatConversationSchema,
  chatReplySchema,
  createFromAiResponse,
  samplesResponse,
  type ChatContactForm,
  type ChatStage,
} from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/ai/chat: one turn (agent-side.md §7). */
export async function sendChatMessage(message: string, conversationId: string | null, stage: ChatStage) {
  const body = { message, ...(conversationId ? { conversationId } : {}), context: { conversationStage: stage, hasContactInfo: false } };
  return chatReplySchema.parse(await apiRequest('/ai/chat', { method: 'POST', body }));
}

/** The stored conversation, so a reload resumes it. */
export async function getConversation(conversationId: string, signal?: AbortSignal) {
  return chatConversationSchema.parse(await apiRequest(`/ai/chat/${encodeURIComponent(conversationId)}`, { signal }));
}

/** Tells the server the contact prompt is on screen (the stage becomes awaiting_contact). */
export async function markContactRequested(conversationId: string) {
  await apiRequest(`/ai/chat/${encodeURIComponent(conversationId)}/contact-request`, { method: 'POST' });
}

/** POST /api/travelers/create_from_ai (agent-side.md §3, §7): the preferences are the conversation's, kept on the server. */
export async function createTravelerFromChat(conversationId: string, contact: ChatContactForm) {
  const body = { first_name: contact.firstName, last_name: contact.lastName || null, email: contact.email, phone: null, preferences: {}, conversationId };
  return createFromAiResponse.parse(await apiRequest('/travelers/create_from_ai', { method: 'POST', body }));
}

/** GET /api/experiences/samples for the first preferred destination (default Tanzania); a failure shows as none. */
export const useSampleExperiences = (destination: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.experiences.samples(destination),
    queryFn: async ({ signal }) => samplesResponse.parse(await apiRequest('/experiences/samples', { query: { destination }, signal })).experiences,
    enabled,
    staleTime: 5 * 60_000,
  });
