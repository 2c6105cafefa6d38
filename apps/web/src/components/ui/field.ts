/**
 * The look of every text box, text area and select outside a labelled form field too (search boxes, filters, the
 * chat composer): the `.field` classes of styles.css. `size: 'sm'` is 44 px tall with small text, for a filter row;
 * `pill` rounds it, for a search box. As with `buttonClass`, the classes sit in the components layer, so a utility
 * given in `className` for the box's place (a margin, `flex-1`, room for an icon) wins over what they set.
 */
export const FIELD_SIZES = ['sm', 'md'] as const;

export interface FieldVariants {
  size?: (typeof FIELD_SIZES)[number];
  /** Fully rounded ends, for a search box. */
  pill?: boolean;
}

export function fieldClass({ size = 'md', pill = false }: FieldVariants = {}, className?: string): string {
  return `field${size === 'sm' ? ' field-sm' : ''}${pill ? ' field-pill' : ''}${className ? ` ${className}` : ''}`;
}
