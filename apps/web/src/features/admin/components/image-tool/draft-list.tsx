import { useState } from 'react';
import { MESSAGES, type ExperienceDraft } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { DraftItem } from './draft-item';
import { primaryButton } from './tool-section';

/** The generated drafts (agent-side.md §4): Select All, Select None, a checkbox and inline edit per draft, then import. */
export function DraftList({ drafts: initial, onImport }: { drafts: ExperienceDraft[]; onImport: (drafts: ExperienceDraft[]) => Promise<void> }) {
  const [drafts, setDrafts] = useState(initial);
  const [selected, setSelected] = useState<boolean[]>(() => initial.map(() => true));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = selected.filter(Boolean).length;

  const submit = async () => {
    const chosen = drafts.filter((_, i) => selected[i]);
    if (!chosen.length) {
      setError(MESSAGES.importSelectAtLeastOne);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onImport(chosen);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <div aria-labelledby="drafts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="drafts-heading" className="font-display text-lg font-bold text-stone-900">
          {drafts.length} {drafts.length === 1 ? 'draft' : 'drafts'} found · {count} selected
        </h3>
        <div className="flex gap-2">
          <button type="button" className={buttonClass({ tone: 'quiet', size: 'sm' })} onClick={() => setSelected(drafts.map(() => true))}>
            Select All
          </button>
          <button type="button" className={buttonClass({ tone: 'quiet', size: 'sm' })} onClick={() => setSelected(drafts.map(() => false))}>
            Select None
          </button>
        </div>
      </div>
      <ul className="mt-4 space-y-3">
        {drafts.map((draft, i) => (
          <DraftItem
            // Drafts have no id; their position is stable while the list lives.
            key={i}
            index={i}
            draft={draft}
            selected={selected[i] ?? false}
            onToggle={(on) => setSelected((prev) => prev.map((s, k) => (k === i ? on : s)))}
            onSave={(next) => setDrafts((prev) => prev.map((d, k) => (k === i ? next : d)))}
          />
        ))}
      </ul>
      <div className="mt-5 space-y-3">
        <FormAlert id="import-error" message={error} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void submit()}>
            {busy ? 'Importing…' : `Import selected (${count})`}
          </button>
          <p className="text-sm text-stone-600">Imported experiences are drafts until the agent publishes them.</p>
        </div>
      </div>
    </div>
  );
}
