import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, EMPTY_TRIP_SLOTS, MESSAGES, type ChatContactForm, type ChatStage, type TripSlots } from '@safari/contract';
import { storeUserId } from '@/lib/traveler-identity';
import { createTravelerFromChat, getConversation, markContactRequested, sendChatMessage } from './api/chat';

export interface ChatLine {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

/** The conversation of this tab: a reload resumes it, a new tab starts afresh. */
const CONVERSATION_KEY = 'aiChatConversationId';
/** agent-side.md §9: an assistant reply appears after 1 to 2 seconds; the contact prompt 4 seconds after the experiences. */
const replyDelay = () => 1000 + Math.random() * 1000;
const CONTACT_PROMPT_DELAY_MS = 4000;

const line = (role: ChatLine['role'], content: string, timestamp = new Date().toISOString()): ChatLine => ({
  id: `${timestamp}-${Math.random().toString(36).slice(2, 8)}`,
  role,
  content,
  timestamp,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readStoredId(): string | null {
  try {
    return window.sessionStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}
function storeId(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(CONVERSATION_KEY, id);
    else window.sessionStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // private mode: the conversation simply does not survive a reload
  }
}

/** The chat onboarding's state (agent-side.md §4 'Chat stage'): the conversation, its stage and what the page shows. */
export function useChat() {
  const [conversationId, setConversationId] = useState<string | null>(readStoredId);
  const [stage, setStage] = useState<ChatStage>('initial');
  const [lines, setLines] = useState<ChatLine[]>(() => [line('assistant', MESSAGES.chatWelcome)]);
  const [preferences, setPreferences] = useState<TripSlots>(EMPTY_TRIP_SLOTS);
  const [waiting, setWaiting] = useState(false);
  const [restoring, setRestoring] = useState(Boolean(conversationId));
  const [inquiryNumber, setInquiryNumber] = useState<string | null>(null);
  const [travelerId, setTravelerId] = useState<string | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const contactTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(contactTimer.current), []);

  // A reload resumes the stored conversation where it was.
  useEffect(() => {
    if (!conversationId || !restoring) return;
    const controller = new AbortController();
    getConversation(conversationId, controller.signal)
      .then((c) => {
        setLines([line('assistant', MESSAGES.chatWelcome), ...c.messages.map((m) => line(m.role, m.content, m.timestamp))]);
        setStage(c.stage === 'creating_traveler' ? 'awaiting_contact' : c.stage);
        setPreferences(c.extractedPreferences);
        setInquiryNumber(c.inquiryNumber);
        setRestoring(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // Gone or expired: start a new conversation rather than showing an error.
        storeId(null);
        setConversationId(null);
        setRestoring(false);
      });
    return () => controller.abort();
  }, [conversationId, restoring]);

  const promptForContact = useCallback((id: string) => {
    window.clearTimeout(contactTimer.current);
    contactTimer.current = window.setTimeout(() => {
      setLines((all) => [...all, line('assistant', MESSAGES.chatContactPrompt)]);
      setStage('awaiting_contact');
      void markContactRequested(id).catch(() => undefined);
    }, CONTACT_PROMPT_DELAY_MS);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || waiting || stage === 'awaiting_contact' || stage === 'creating_traveler' || stage === 'completed') return false;
      setLines((all) => [...all, line('user', message)]);
      setWaiting(true);
      // A message sent while the contact prompt is due holds the prompt back until its answer has come (then 4 seconds
      // more): the prompt must not land between a correction and its answer, however slow the answer is.
      const promptDue = stage === 'showing_experiences';
      window.clearTimeout(contactTimer.current);
      const started = Date.now();
      const delay = replyDelay();
      try {
        const reply = await sendChatMessage(message, conversationId, stage);
        await sleep(Math.max(0, delay - (Date.now() - started)));
        if (!conversationId) {
          setConversationId(reply.conversationId);
          storeId(reply.conversationId);
        }
        setLines((all) => [...all, line('assistant', reply.message)]);
        setPreferences(reply.extractedPreferences);
        if (reply.type === 'preference_extraction') setStage('showing_experiences');
        if (reply.type === 'preference_extraction' || promptDue) promptForContact(reply.conversationId);
      } catch {
        await sleep(Math.max(0, delay - (Date.now() - started)));
        setLines((all) => [...all, line('assistant', MESSAGES.chatFailed)]);
        if (promptDue && conversationId) promptForContact(conversationId);
      } finally {
        setWaiting(false);
      }
      return true;
    },
    [conversationId, promptForContact, stage, waiting],
  );

  const submitContact = useCallback(
    async (contact: ChatContactForm) => {
      if (!conversationId) return;
      setStage('creating_traveler');
      setContactError(null);
      try {
        const created = await createTravelerFromChat(conversationId, contact);
        storeUserId(created.traveler_id);
        setTravelerId(created.traveler_id);
        setInquiryNumber(created.inquiry_number);
        setStage('completed');
      } catch {
        setLines((all) => [...all, line('assistant', MESSAGES.chatCreateFailed)]);
        setContactError(MESSAGES.chatCreateFailed);
        setStage('awaiting_contact');
      }
    },
    [conversationId],
  );

  const firstDestination = preferences.countries[0] ?? 'Tanzania';
  const hasPreferences = JSON.stringify(preferences) !== JSON.stringify(EMPTY_TRIP_SLOTS);

  return {
    lines,
    stage,
    waiting,
    restoring,
    preferences,
    hasPreferences,
    firstDestination,
    inquiryNumber,
    travelerId,
    contactError,
    send,
    submitContact,
    maxLength: CHAT_MESSAGE_MAX,
  };
}
