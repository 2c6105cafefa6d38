import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AGENT_IMAGE_TYPES, MESSAGES, type AgentImageType } from '@safari/contract';
import { uploadAgentImage, uploadExperienceImages } from '@/api/images/upload-images';
import { ErrorList, Notice, SelectField, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { acceptFor, validateFiles, type GalleryKind } from '@/lib/image-files';
import { primaryButton, ToolSection } from './tool-section';
import { parseId, RecordIdField } from './record-id-field';

const DEFAULT_DESCRIPTION: Record<GalleryKind, string> = {
  agent: 'Photo of the agency and its team',
  experience: 'Photo of the experience',
};

const uploadError = (e: unknown, name: string) => (e instanceof ApiRequestError && e.status > 0 && e.status < 500 && e.message ? `${name}: ${e.message}` : MESSAGES.adminUploadFailed(name));

/** The fields both upload sections share: the id, the description (prefilled), the files; every rule of §5 at submit. */
function UploadForm({
  kind,
  initialId,
  extra,
  onUpload,
}: {
  kind: GalleryKind;
  initialId: string;
  extra?: ReactNode;
  onUpload: (id: number, description: string, files: File[]) => Promise<{ uploaded: number; failures: string[] }>;
}) {
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [idText, setIdText] = useState(initialId);
  const [description, setDescription] = useState(DEFAULT_DESCRIPTION[kind]);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: number; uploaded: number; total: number } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = parseId(idText);
    const found = [
      ...(id === null ? [kind === 'agent' ? MESSAGES.adminInvalidAgentId : MESSAGES.adminInvalidExperienceId] : []),
      ...(description.trim() ? [] : [MESSAGES.adminDescriptionRequired]),
      ...validateFiles(kind, files),
    ];
    setProblems(found);
    setDone(null);
    if (found.length || id === null) return;
    setBusy(true);
    try {
      const { uploaded, failures } = await onUpload(id, description.trim(), files);
      setProblems(failures);
      setDone({ id, uploaded, total: files.length });
      if (uploaded === files.length) {
        setFiles([]);
        if (fileInput.current) fileInput.current.value = '';
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {done && done.uploaded > 0 && (
        <Notice tone="success">
          Uploaded {done.uploaded} of {done.total} image{done.total === 1 ? '' : 's'}.{' '}
          <Link to={kind === 'agent' ? paths.agency(done.id) : paths.experience(done.id)} target="_blank" className="underline">
            View the public page
          </Link>
        </Notice>
      )}
      <ErrorList id={errorId} errors={problems} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RecordIdField kind={kind} value={idText} onChange={setIdText} invalid={problems.some((p) => p.includes('ID'))} errorId={errorId} />
        {extra}
      </div>
      <TextField label="Description" required maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} invalid={!description.trim() && problems.length > 0} errorId={errorId} />
      <div>
        <label htmlFor={`${errorId}-files`} className="block text-sm font-semibold text-stone-800">
          Images <span className="font-normal text-stone-500">({kind === 'agent' ? 'JPEG, PNG or WebP' : 'JPEG, PNG, GIF, WebP; up to 5'}, 5 MB each)</span>
        </label>
        <input
          ref={fileInput}
          id={`${errorId}-files`}
          type="file"
          multiple
          accept={acceptFor(kind)}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          className="mt-1 block w-full rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-3 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-emerald-800 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        {files.length > 0 && <p className="mt-1 text-sm text-stone-600">{files.length} selected; the first becomes the primary image.</p>}
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

/** Upload agent images (§2, §5): one request per file, the first primary, displayOrder from the batch position. */
export function AgentImagesSection({ token, agentId }: { token: string; agentId: number | null }) {
  const [imageType, setImageType] = useState<AgentImageType>('gallery');
  return (
    <ToolSection id="agent-images" title="Upload agent images" description="Logo, profile, office and gallery photos of an agency.">
      <UploadForm
        key={agentId ?? 'none'}
        kind="agent"
        initialId={agentId ? String(agentId) : ''}
        extra={
          <SelectField
            label="Image type"
            options={AGENT_IMAGE_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
            value={imageType}
            onChange={(e) => setImageType(e.target.value as AgentImageType)}
          />
        }
        onUpload={async (id, description, files) => {
          let uploaded = 0;
          const failures: string[] = [];
          for (const [i, file] of files.entries()) {
            try {
              await uploadAgentImage(token, id, { file, description, imageType, isPrimary: i === 0, displayOrder: i + 1 });
              uploaded += 1;
            } catch (e) {
              failures.push(uploadError(e, file.name));
            }
          }
          return { uploaded, failures };
        }}
      />
    </ToolSection>
  );
}

/** Upload experience images (§2, §5): up to five files in one request, the first primary. */
export function ExperienceImagesSection({ token }: { token: string }) {
  return (
    <ToolSection id="experience-images" title="Upload experience images" description="Up to five photos of one experience at a time.">
      <UploadForm
        kind="experience"
        initialId=""
        onUpload={async (id, description, files) => {
          try {
            await uploadExperienceImages(token, id, files, { description, isPrimary: true, displayOrder: 1 });
            return { uploaded: files.length, failures: [] };
          } catch (e) {
            return { uploaded: 0, failures: [uploadError(e, files.map((f) => f.name).join(', '))] };
          }
        }}
      />
    </ToolSection>
  );
}
