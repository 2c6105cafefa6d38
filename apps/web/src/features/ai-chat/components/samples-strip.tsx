import { Link } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { useSampleExperiences } from '../api/chat';

/** Sample experiences for the first preferred destination (agent-side.md §2), shown once preferences are known. */
export function SamplesStrip({ destination }: { destination: string }) {
  const samples = useSampleExperiences(destination, true);
  return (
    <section aria-label={`Sample experiences in ${destination}`} className="rounded-2xl bg-emerald-50/60 p-4 ring-1 ring-emerald-100">
      <h2 className="font-semibold text-stone-900">Experiences in {destination}</h2>
      {samples.isPending ? (
        <p className="mt-2 text-sm text-stone-600">Loading experiences…</p>
      ) : !samples.data?.length ? (
        <p className="mt-2 text-sm text-stone-700">{MESSAGES.chatNoSamples}</p>
      ) : (
        <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
          {samples.data.map((s) => (
            <li key={s.id} className="w-56 shrink-0 snap-start overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              <Link to={paths.experience(s.id)} target="_blank" className="block">
                <SmartImage src={s.experience_image} alt="" width={448} height={252} sizes="224px" className="aspect-video w-full object-cover" />
                <div className="p-3">
                  <h3 className="line-clamp-2 text-sm font-semibold text-stone-900">{s.title}</h3>
                  <p className="mt-1 line-clamp-1 text-xs text-stone-600">{s.headline}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
