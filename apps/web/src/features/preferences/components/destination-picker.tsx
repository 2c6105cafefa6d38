import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { COUNTRIES } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

/** Well-known places travellers ask for, grouped under the five countries. */
const POPULAR_PLACES = [
  'Serengeti', 'Ngorongoro Crater', 'Mount Kilimanjaro', 'Zanzibar',
  'Maasai Mara', 'Amboseli', 'Lake Nakuru',
  'Bwindi Impenetrable Forest', 'Queen Elizabeth National Park',
  'Volcanoes National Park', 'Lake Kivu',
  'Nosy Be', 'Avenue of the Baobabs',
];

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-800';

function Option({ name, hint, checked, onChange }: { name: string; hint?: string; checked: boolean; onChange: () => void }) {
  return (
    <label className={`${optionClass} ${checked ? 'bg-emerald-50 ring-emerald-700' : 'bg-white ring-stone-200 hover:ring-stone-400'}`}>
      <input type="checkbox" checked={checked} onChange={onChange} className="h-5 w-5 accent-emerald-800" />
      <span className="flex-1 font-medium text-stone-800">{name}</span>
      {hint && <span className="text-xs text-stone-500">{hint}</span>}
    </label>
  );
}

/** Multi-select dialog for destinations; changes apply on Done, Cancel keeps the previous choice. */
export function DestinationPicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const toggle = (name: string) => setDraft((d) => (d.includes(name) ? d.filter((x) => x !== name) : [...d, name]));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClass({ tone: 'secondary', size: 'sm' })}>
        <span aria-hidden="true" className="text-base leading-none">+</span> Choose destinations
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content className={`fixed inset-x-0 bottom-0 ${MODAL_LAYER} flex max-h-[90dvh] flex-col rounded-t-3xl bg-white shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl`}>
          <div className="border-b border-stone-100 px-6 pb-4 pt-6">
            <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">Choose your destinations</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-stone-600">Pick countries, places, or both. {draft.length} selected.</Dialog.Description>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
            <fieldset>
              <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">Countries</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {COUNTRIES.map((c) => (
                  <Option key={c.id} name={c.name} hint={c.region} checked={draft.includes(c.name)} onChange={() => toggle(c.name)} />
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">Popular places</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {POPULAR_PLACES.map((p) => (
                  <Option key={p} name={p} checked={draft.includes(p)} onChange={() => toggle(p)} />
                ))}
              </div>
            </fieldset>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-stone-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass({ tone: 'plain' })}>
              Cancel
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
              className={buttonClass()}
            >
              Done
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
