import { useController, useFormContext } from 'react-hook-form';
import type { EditorValues } from '../../experience-form/editor-form';
import { buttonClass } from '@/components/ui/button';

/** The Draft/Published switch with what each state means, and the page's actions; Save submits the form `formId`. */
export function PublishPanel({ formId, saving, previewing, onPreview }: { formId: string; saving: boolean; previewing: boolean; onPreview: () => void }) {
  const { control } = useFormContext<EditorValues>();
  const { field } = useController({ control, name: 'status' });
  const published = field.value === 'published';
  return (
    <section aria-labelledby="publish-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="publish-heading" className="font-display text-lg font-bold text-stone-900">
        Visibility
      </h2>
      {/* A native checkbox drawn as a switch: labelled "Published", checked when it is (Draft otherwise). */}
      <label className="mt-3 flex cursor-pointer items-center justify-between gap-3">
        <span className="font-semibold text-stone-800">
          Published
          <span aria-hidden="true" className="ml-2 text-sm font-normal text-stone-500">
            {published ? 'on' : 'off · draft'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={published}
          onChange={(e) => field.onChange(e.target.checked ? 'published' : 'draft')}
          onBlur={field.onBlur}
          aria-describedby="status-hint"
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:left-1 before:top-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-emerald-700 checked:before:translate-x-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
      </label>
      <p id="status-hint" className="mt-2 text-sm text-stone-600">
        {published ? 'Travellers see it in search, on destination pages and on your agency page once you save.' : 'Only you can see it. Switch to Published and save when it is ready.'}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <button
          type="submit"
          form={formId}
          disabled={saving}
          className={buttonClass({}, 'disabled:cursor-wait')}
        >
          {saving ? 'Saving…' : 'Save Changes'}
        </button>
        <button
          type="button"
          onClick={onPreview}
          className={buttonClass({ tone: 'quiet' })}
        >
          {previewing ? 'Back to editing' : 'Preview public page'}
        </button>
      </div>
    </section>
  );
}
