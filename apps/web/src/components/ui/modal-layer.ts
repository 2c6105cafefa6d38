/**
 * The layer every dialog, sheet and drawer (Radix Dialog) is drawn on. Its backdrop covers everything the page keeps
 * on top of its content — sticky bars (z-30), the site header (z-50), the consent banner (z-60), the phone menu (the
 * spec's layer 9999) — and lies below the toasts; the dialog lies on its backdrop. Dialogs had each chosen their own
 * layer, and the confirmation dialogs' z-40 backdrop left the site header bright above it.
 */
export const MODAL_OVERLAY = 'fixed inset-0 z-[10000] bg-stone-950/60 backdrop-blur-sm';
/** The dialog's own layer, given with its position: `className={`fixed … ${MODAL_LAYER}`}`. */
export const MODAL_LAYER = 'z-[10001]';
