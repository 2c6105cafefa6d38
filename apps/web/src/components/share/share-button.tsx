/**
 * Opens the share dialog (traveller-side.md §2 "Share dialog"). Placeholder: the trip-planning issue
 * implements the dialog and the share payload; pages render it and never change.
 */
export interface ShareButtonProps {
  label: 'Share Experience' | 'Share Trip' | 'Share This Plan';
  experience?: { id: number } | null;
  agent?: { id: number } | null;
  /** A ready link to share as is (the shared-itinerary page shares its own URL). */
  url?: string;
  className?: string;
}

export function ShareButton({ label, className }: ShareButtonProps) {
  return (
    <button type="button" className={className}>
      {label}
    </button>
  );
}
