import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { UpdateProposalBody } from '@safari/contract';
import { ErrorList, Notice, TextAreaField, TextField, useZodForm } from '@/components/ui/form';
import { ApiRequestError } from '@/lib/api-client';
import { centsToDollars, dollarsToCents, formMessages, previewOf, proposalFormSchema, type ProposalFormValues } from '../../proposals/proposal-form';
import { EditorSection } from '../experience-editor/editor-section';
import { ListEditor } from '../experience-editor/list-editor';
import { ExperiencePicker } from './experience-picker';
import { ItineraryDays } from './itinerary-days';
import { ProposalPreviewDialog } from './proposal-preview-dialog';
import { SendDialog } from './send-dialog';
import { buttonClass } from '@/components/ui/button';

export type BuilderBody = UpdateProposalBody & { title: string };

/** The three actions share the phone's bottom bar equally; on a desktop they sit at the form's end. */
const actionPlace = 'flex-1 whitespace-nowrap px-3 sm:px-5 lg:flex-none disabled:cursor-wait';

/** A failed save or send as the agent should read it: the server's field messages, or one plain sentence. */
export function saveProblem(error: unknown): string[] {
  if (error instanceof ApiRequestError) {
    if (error.errors?.length) return error.errors;
    if (error.status === 409) return ['This proposal changed meanwhile (it may have been sent, accepted or declined). Reload the page to see its current state.'];
    if (error.status === 400) return [error.message];
  }
  return ['Could not save the proposal. Please try again; nothing you typed is lost.'];
}

/**
 * The proposal builder (issue 11): title, summary, day-by-day plan, prices in USD, inclusions, validity and linked
 * experiences. Save keeps a draft (or, for a sent proposal, a revision the traveller does not see yet); Send e-mails
 * the traveller after a confirmation. What was typed stays in the form whatever the server answers.
 */
export function ProposalBuilder({
  initial,
  traveller,
  travellers,
  agency,
  revision,
  onSave,
  onSend,
}: {
  initial: ProposalFormValues;
  /** The traveller's first name (or name) as the send dialog addresses them. */
  traveller: string;
  /** How many people travel, when the lead says so: helps fill the total. */
  travellers: number | null;
  agency: string;
  /** The proposal was sent before: sending again replaces what the traveller sees. */
  revision: boolean;
  onSave: (body: BuilderBody) => Promise<unknown>;
  onSend: (body: BuilderBody) => Promise<unknown>;
}) {
  const form = useZodForm(proposalFormSchema, { defaultValues: initial });
  const [previewOpen, setPreviewOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const values = form.watch();
  const errorId = 'proposal-errors';
  const messages = [...formMessages(form.formState.errors), ...problems];

  const run = (kind: 'save' | 'send', action: (body: BuilderBody) => Promise<unknown>) =>
    form.handleSubmit(
      async (body) => {
        setBusy(kind);
        setProblems([]);
        setSaved(null);
        try {
          await action(body);
          form.reset(form.getValues());
          setSaved(kind === 'save' ? (revision ? 'Revision saved. The traveller still sees the version you sent until you send this one.' : 'Draft saved.') : null);
        } catch (e) {
          setProblems(saveProblem(e));
        } finally {
          setBusy(null);
          setSendOpen(false);
        }
      },
      () => {
        setSendOpen(false);
        setSaved(null);
        document.getElementById(errorId)?.scrollIntoView({ block: 'center' });
      },
    )();

  const perPersonCents = dollarsToCents(values.pricePerPerson);
  const canFillTotal = travellers !== null && travellers > 0 && typeof perPersonCents === 'number';
  const fillTotal = () => form.setValue('totalPrice', centsToDollars((perPersonCents ?? 0) * (travellers ?? 0)), { shouldDirty: true });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6 pb-24 lg:pb-0" aria-label="Proposal">
        <ErrorList id={errorId} errors={messages} />
        {saved && <Notice tone="success">{saved}</Notice>}

        <EditorSection id="proposal-basics" title="The proposal" description="A clear title and a short summary of the trip you suggest.">
          <div className="space-y-4">
            <TextField label="Title" required maxLength={200} placeholder="e.g. Northern circuit: Tarangire, Ngorongoro and the Serengeti" invalid={!!form.formState.errors.title} errorId={errorId} {...form.register('title')} />
            <TextAreaField label="Summary" rows={4} length={values.summary.length} maxLength={5000} invalid={!!form.formState.errors.summary} errorId={errorId} placeholder="The idea of the trip in a few sentences: pace, style, why it fits what they asked for." {...form.register('summary')} />
          </div>
        </EditorSection>

        <ItineraryDays errorId={errorId} disabled={busy !== null} />

        <EditorSection id="proposal-price" title="Price and validity" description="In US dollars. Leave a price empty to quote it on request.">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Price per person (USD)" inputMode="decimal" placeholder="e.g. 2450" invalid={!!form.formState.errors.pricePerPerson} errorId={errorId} {...form.register('pricePerPerson')} />
            <div>
              <TextField label="Total price (USD)" inputMode="decimal" placeholder="e.g. 4900" invalid={!!form.formState.errors.totalPrice} errorId={errorId} {...form.register('totalPrice')} />
              {canFillTotal && (
                <button type="button" onClick={fillTotal} className="mt-1 text-sm font-semibold text-emerald-800 hover:underline">
                  = per person × {travellers} {travellers === 1 ? "traveller" : "travellers"}
                </button>
              )}
            </div>
            <TextField label="Valid until" type="date" invalid={!!form.formState.errors.validUntil} errorId={errorId} {...form.register('validUntil')} />
          </div>
        </EditorSection>

        <EditorSection id="proposal-inclusions" title="What the price includes">
          <div className="grid gap-6 sm:grid-cols-2">
            <ListEditor name="included" label="Included" placeholder="e.g. Park fees" maxItems={40} maxLength={200} />
            <ListEditor name="excluded" label="Not included" placeholder="e.g. International flights" maxItems={40} maxLength={200} />
          </div>
        </EditorSection>

        <ExperiencePicker disabled={busy !== null} />

        <div className="fixed inset-x-0 bottom-0 z-20 flex gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:static lg:justify-end lg:border-0 lg:bg-transparent lg:p-0">
          <button type="button" onClick={() => setPreviewOpen(true)} className={buttonClass({ tone: 'quiet', size: 'sm' }, actionPlace)}>
            Preview
          </button>
          <button type="button" disabled={busy !== null} onClick={() => void run('save', onSave)} className={buttonClass({ tone: 'secondary', size: 'sm' }, actionPlace)}>
            {busy === 'save' ? 'Saving…' : revision ? 'Save revision' : 'Save draft'}
          </button>
          <button type="button" disabled={busy !== null} onClick={() => setSendOpen(true)} className={buttonClass({ size: 'sm' }, actionPlace)}>
            {revision ? 'Send revision' : 'Send'}
          </button>
        </div>
      </form>
      <ProposalPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} content={previewOf(values)} agency={agency} />
      <SendDialog open={sendOpen} onOpenChange={setSendOpen} traveller={traveller} revision={revision} busy={busy === 'send'} onConfirm={() => void run('send', onSend)} />
    </FormProvider>
  );
}
