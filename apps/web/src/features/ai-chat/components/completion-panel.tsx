import { Link } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/** The end of the chat: the inquiry number, the founders' word, and on to the experiences (agent-side.md §2). */
export function CompletionPanel({ inquiryNumber, travelerId }: { inquiryNumber: string; travelerId: string | null }) {
  return (
    <section aria-labelledby="chat-done" className="rounded-2xl bg-emerald-900 p-6 text-white shadow-lg">
      <h2 id="chat-done" className="font-display text-2xl font-bold">
        Welcome aboard!
      </h2>
      <p className="mt-2 text-emerald-50">
        Your inquiry number is <strong data-testid="inquiry-number" className="font-mono text-amber-300">{inquiryNumber}</strong>. A local expert will e-mail you within 24 hours.
      </p>
      <p className="mt-3 text-sm text-emerald-100">{MESSAGES.chatFounders}</p>
      <Link
        to={travelerId ? paths.recommendations(travelerId) : paths.search()}
        className={buttonClass({ tone: 'accent' }, 'mt-5')}
      >
        Explore experiences
      </Link>
    </section>
  );
}
