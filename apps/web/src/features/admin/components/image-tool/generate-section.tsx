import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { IMPORT_EXPERIENCE_COUNT, MESSAGES, routes, websiteUrlSchema, type ExperienceDraft } from '@safari/contract';
import { ErrorList, Notice, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { ApiRequestError } from '@/lib/api-client';
import { generateExperiences, importExperiences } from '../../api/import';
import { DraftList } from './draft-list';
import { GenerateProgress } from './generate-progress';
import { parseId, RecordIdField } from './record-id-field';
import { primaryButton, ToolSection } from './tool-section';

/** The generation form: a full http(s) URL and a selected agent (agent-side.md §5). */
const generateForm = z.object({
  url: websiteUrlSchema,
  agentId: z.string().refine((v) => parseId(v) !== null, { message: MESSAGES.importAgentRequired }),
});
const ORDER = ['url', 'agentId'] as const;

type Stage = { name: 'idle' } | { name: 'generating'; startedAt: number } | { name: 'drafts'; agentId: number; drafts: ExperienceDraft[] };

/** 'Error: {error}' plus the server's message (§8); a request that never reached the server says why. */
function generationError(e: unknown): string {
  if (e instanceof ApiRequestError && e.status > 0) {
    const detail = (e.body as { message?: string } | undefined)?.message;
    return detail ? `${MESSAGES.importGenerateError(e.message)} (${detail})` : MESSAGES.importGenerateError(e.message);
  }
  return MESSAGES.importGenerateFailed(e instanceof Error ? e.message : String(e));
}

function importError(e: unknown): string {
  if (e instanceof ApiRequestError && e.status > 0) return MESSAGES.importFailed(e.message);
  return MESSAGES.importRequestFailed(e instanceof Error ? e.message : String(e));
}

/**
 * AI generation (agent-side.md §2, §4): read an agency's website into up to 15 drafts, choose and edit them, and
 * import the chosen ones as unpublished experiences of the agency; the list resets after a successful import.
 */
export function GenerateSection({ token, agentId: suggestedAgentId }: { token: string; agentId: number | null }) {
  const form = useZodForm(generateForm, { defaultValues: { url: '', agentId: '' } });
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ agentId: number; created: number; skipped: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const agentIdText = form.watch('agentId');

  // The agent the tool just created is the one to fill (the other sections do the same).
  useEffect(() => {
    if (suggestedAgentId) form.setValue('agentId', String(suggestedAgentId));
  }, [suggestedAgentId, form]);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = form.handleSubmit(async ({ url, agentId }) => {
    const id = parseId(agentId)!;
    abort.current = new AbortController();
    setError(null);
    setResult(null);
    setStage({ name: 'generating', startedAt: Date.now() });
    try {
      const res = await generateExperiences(token, { url, agentId: id, options: { experienceCount: IMPORT_EXPERIENCE_COUNT } }, abort.current.signal);
      setStage({ name: 'drafts', agentId: id, drafts: res.data.generatedExperiences });
      if (!res.data.totalGenerated) setError(MESSAGES.importNoneFound);
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      setError(generationError(e));
      setStage({ name: 'idle' });
    }
  });

  const runImport = async (drafts: ExperienceDraft[]) => {
    if (stage.name !== 'drafts') return;
    try {
      const res = await importExperiences(token, stage.agentId, drafts);
      setResult({ agentId: stage.agentId, created: res.createdCount, skipped: res.skippedCount });
      setStage({ name: 'idle' });
    } catch (e) {
      throw new Error(importError(e));
    }
  };

  const generating = stage.name === 'generating';
  const errors = [...errorMessages(form.formState.errors, ORDER), ...(error ? [error] : [])];
  return (
    <ToolSection
      id="ai-generate"
      title="AI generation"
      description={`Reads an agency's website and drafts up to ${IMPORT_EXPERIENCE_COUNT} experiences. Imported experiences arrive as drafts for the agent to review and publish.`}
    >
      {result && (
        <div className="mb-5">
          <Notice tone="success">
            Import finished: {MESSAGES.importResult(result.created, result.skipped)}.{' '}
            <Link to={routes.agency(result.agentId)} className="font-semibold underline underline-offset-2">
              View the agency page
            </Link>
          </Notice>
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <ErrorList id="ai-generate-errors" errors={errors} />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            label="Agency website URL"
            required
            type="url"
            inputMode="url"
            placeholder="https://www.example-safaris.com"
            maxLength={2000}
            disabled={generating}
            invalid={!!form.formState.errors.url}
            errorId="ai-generate-errors"
            {...form.register('url')}
          />
          <RecordIdField kind="agent" value={agentIdText} onChange={(v) => form.setValue('agentId', v)} invalid={!!form.formState.errors.agentId} errorId="ai-generate-errors" />
        </div>
        <button type="submit" className={primaryButton} disabled={generating}>
          {generating ? 'Generating…' : 'Generate experiences'}
        </button>
      </form>
      {stage.name === 'generating' && (
        <div className="mt-5">
          <GenerateProgress startedAt={stage.startedAt} />
        </div>
      )}
      {stage.name === 'drafts' && stage.drafts.length > 0 && (
        <div className="mt-6">
          <DraftList key={stage.drafts.length + stage.agentId} drafts={stage.drafts} onImport={runImport} />
        </div>
      )}
    </ToolSection>
  );
}
