import type { ProposalResponse } from '@safari/contract';
import { ProposalView } from '@/components/proposal/proposal-view';
import { formatDate } from '@/lib/format';

/** Every version the traveller was sent, newest first; the agent keeps them all, the traveller sees the latest. */
export function VersionHistory({ versions }: { versions: ProposalResponse['versions'] }) {
  if (versions.length === 0) return null;
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="versions-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="versions-heading" className="font-display text-xl font-bold text-stone-900">
        Sent versions
      </h2>
      <ol className="mt-3 space-y-2">
        {newestFirst.map((v, i) => (
          <li key={v.version}>
            <details className="group rounded-xl ring-1 ring-stone-200 open:bg-stone-50">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-stone-900">
                <span>
                  Version {v.version}
                  {i === 0 && <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-emerald-800">what the traveller sees</span>}
                </span>
                <span className="text-sm font-normal text-stone-500">sent {formatDate(v.sent_at)}</span>
              </summary>
              <div className="px-4 pb-4">
                <p className="font-semibold text-stone-900">{v.content.title}</p>
                <ProposalView proposal={v.content} />
              </div>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
