import type { Testimonial } from '@safari/contract';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${n <= rating ? 'fill-amber-400' : 'fill-stone-300'}`}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.3 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}

export function AgentMonogram({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.agentLogo) {
    return <img src={testimonial.agentLogo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full object-cover" />;
  }
  const initials = testimonial.agentName
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return (
    <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-800 font-display font-bold text-amber-300">
      {initials}
    </span>
  );
}
