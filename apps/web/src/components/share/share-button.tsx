import { lazy, Suspense, useState } from 'react';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import type { ShareableAgent, ShareableExperience } from './build-share-data';
import type { ShareDialogState } from './share-dialog';
import { buttonClass } from '@/components/ui/button';

/**
 * The dialog (Radix, copy-to-clipboard) and the work of building a share are needed only once the button is
 * pressed: their code is fetched when a press is likely (pointer over, focus) and not with the page.
 */
const loadShareDialog = () => import('./share-dialog');
const loadPrepareShare = () => import('./prepare-share');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
const warmUp = () => {
  void loadShareDialog();
  void loadPrepareShare();
};

/** Opens the share dialog (traveller-side.md §2 "Share dialog", §4, §8 "Sharing"). */
export interface ShareButtonProps {
  label: 'Share Experience' | 'Share Trip' | 'Share This Plan';
  experience?: ShareableExperience | null;
  agent?: ShareableAgent | null;
  /** A ready link to share as is (the shared-itinerary page shares its own URL). */
  url?: string;
  className?: string;
}

const COPY: Record<ShareButtonProps['label'], { title: string; message: string; context: string }> = {
  'Share Experience': { title: 'Share this experience', message: 'Have a look at this experience I found:', context: 'experience' },
  'Share Trip': { title: 'Share your trip', message: 'Have a look at the trip I am planning:', context: 'enquiry_confirmation' },
  'Share This Plan': { title: 'Share this travel plan', message: 'Have a look at this travel plan:', context: 'shared_itinerary' },
};

const defaultClass =
  buttonClass({ tone: 'secondary' });

export function ShareButton({ label, experience, agent, url, className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing keeps the dialog's own close handling (focus back on the button).
  const [used, setUsed] = useState(false);
  const [state, setState] = useState<ShareDialogState>({ kind: 'loading' });
  const copy = COPY[label];

  async function start() {
    setUsed(true);
    setOpen(true);
    if (url) {
      setState({ kind: 'link', url: new URL(url, window.location.origin).href });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const { prepareShare } = await loadPrepareShare();
      setState(await prepareShare(copy.context, experience ?? null, agent ?? null));
    } catch (err) {
      // Only the code could not be fetched (offline): prepareShare itself answers every failure with a state.
      console.warn('Loading the share code failed', err);
      setState({ kind: 'error', message: CATALOGUE_MESSAGES.shareFailed });
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className={className ?? defaultClass}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} title={copy.title} state={state} message={copy.message} />
        </Suspense>
      )}
    </>
  );
}

