import type { ReactNode } from 'react';

/** Section title block used across pages: small eyebrow, serif h2, optional intro and action on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  action,
  align = 'center',
  tone = 'dark',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}) {
  const centered = align === 'center' && !action;
  return (
    <div className={`flex flex-col gap-4 ${action ? 'sm:flex-row sm:items-end sm:justify-between' : ''} ${centered ? 'items-center text-center' : ''}`}>
      <div className={centered ? 'max-w-2xl' : 'max-w-3xl'}>
        {eyebrow && (
          <p className={`text-sm font-semibold uppercase tracking-[0.18em] ${tone === 'light' ? 'text-amber-300' : 'text-amber-700'}`}>{eyebrow}</p>
        )}
        <h2 id={id} className={`mt-2 font-display text-3xl font-bold sm:text-4xl ${tone === 'light' ? 'text-white' : 'text-stone-900'}`}>
          {title}
        </h2>
        {intro && <div className={`mt-3 text-lg ${tone === 'light' ? 'text-stone-200' : 'text-stone-600'}`}>{intro}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
