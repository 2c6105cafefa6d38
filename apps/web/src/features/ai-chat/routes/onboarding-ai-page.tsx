import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CompletionPanel } from '../components/completion-panel';
import { Composer } from '../components/composer';
import { ContactForm } from '../components/contact-form';
import { MessageList } from '../components/message-list';
import { SamplesStrip } from '../components/samples-strip';
import { useChat } from '../use-chat';

/**
 * /onboarding-ai (agent-side.md §2): plan a trip by chatting. The assistant says what it understood and asks for one
 * missing detail at a time; sample experiences appear once it knows enough, then the contact form, then the inquiry number.
 */
export default function OnboardingAiPage() {
  usePageMeta('Plan your trip with our AI assistant', 'Tell our trip assistant about the safari, trek or beach escape you dream of and meet the local expert who will plan it with you.');
  const chat = useChat();
  const contactOpen = chat.stage === 'awaiting_contact' || chat.stage === 'creating_traveler';
  const completed = chat.stage === 'completed' && chat.inquiryNumber;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Trip assistant</p>
        <h1 className="mt-1 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Plan your trip by chatting</h1>
        <p className="mt-2 text-stone-600">
          Prefer a form? <Link to={paths.onboarding()} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">Use the step-by-step planner</Link>.
        </p>
      </header>

      {chat.restoring ? (
        <p role="status" className="text-stone-600">
          Loading your conversation…
        </p>
      ) : (
        <MessageList lines={chat.lines} typing={chat.waiting} />
      )}

      {chat.hasPreferences && chat.stage !== 'initial' && <SamplesStrip destination={chat.firstDestination} />}

      {completed ? (
        <CompletionPanel inquiryNumber={chat.inquiryNumber!} travelerId={chat.travelerId} />
      ) : (
        <>
          {contactOpen && <ContactForm busy={chat.stage === 'creating_traveler'} onSubmit={(c) => void chat.submitContact(c)} />}
          <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-3">
            <Composer disabled={chat.waiting || chat.restoring || contactOpen} maxLength={chat.maxLength} onSend={chat.send} />
          </div>
        </>
      )}
    </div>
  );
}
