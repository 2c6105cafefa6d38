/**
 * The look of every button and button-like link (the `.btn` classes of styles.css): `primary` for the page's main
 * action; `accent` for a call to action on a dark or photo background; `outline` for a second action beside a
 * primary; `secondary` for a quieter action on a light background; `ghost` for one on a dark background; `quiet` for
 * Cancel, Back, Skip and Close; `plain` for the last of a row of choices, drawn as text (Back to Home); `danger` for
 * a step that removes or refuses; `caution` for one that opens that step (Reject, Decline) or retries after a
 * failure, beside a red message.
 */
export const BUTTON_TONES = ['primary', 'accent', 'outline', 'secondary', 'ghost', 'quiet', 'plain', 'danger', 'caution'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export interface ButtonVariants {
  tone?: (typeof BUTTON_TONES)[number];
  size?: (typeof BUTTON_SIZES)[number];
  /** Fills the width of its container. */
  block?: boolean;
}

/**
 * The classes of a button of these variants, with `className` for its place on the page (margin, alignment, shadow,
 * the cursor while it waits). The `.btn` classes sit in the components layer, so a utility in `className` wins over
 * what they set.
 */
export function buttonClass({ tone = 'primary', size = 'md', block = false }: ButtonVariants = {}, className?: string): string {
  return `btn btn-${tone} btn-${size}${block ? ' btn-block' : ''}${className ? ` ${className}` : ''}`;
}
