import type { TripProposal } from '@safari/contract';
import { comparisonRows } from '../trip-format';

/**
 * Two or three proposals side by side. A real table on every width: on a phone it scrolls sideways with the row
 * labels pinned, so each row still compares like with like.
 */
export function CompareTable({ proposals }: { proposals: TripProposal[] }) {
  const rows = comparisonRows(proposals);
  return (
    // Focusable so keyboard users can scroll it sideways on a phone.
    <div role="region" aria-label="Comparison (scrolls sideways)" tabIndex={0} className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Proposals side by side</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 bg-stone-50 px-4 py-3 text-stone-500">
              <span className="sr-only">Compared</span>
            </th>
            {proposals.map((p) => (
              <th key={p.id} scope="col" className="bg-stone-50 px-4 py-3 font-display text-base font-semibold text-stone-900">
                {p.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-stone-100 align-top">
              <th scope="row" className="sticky left-0 bg-white px-4 py-3 font-semibold text-stone-600">
                {r.label}
              </th>
              {r.cells.map((c, i) => (
                <td key={proposals[i]!.id} className="px-4 py-3 text-stone-800">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
