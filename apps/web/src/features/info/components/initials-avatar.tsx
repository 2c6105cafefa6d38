/** A generated avatar: the person's initials on a warm gradient (no stock photos of people who aren't them). */
export function InitialsAvatar({ name, className = '' }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-emerald-700 to-emerald-950 font-display text-3xl font-bold text-amber-300 ring-4 ring-amber-200 ${className}`}
    >
      {initials}
    </span>
  );
}
