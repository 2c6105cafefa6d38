import { useId, useState, type ChangeEvent } from 'react';
import { MESSAGES, type PortalAgent } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';
import { PLACEHOLDER_IMAGE, imageAtWidth } from '@/lib/images';
import { deleteImage, uploadAgentImage } from '../api/images';
import { acceptFor, validateFiles } from '@/lib/image-files';
import { useGalleryNotice } from './image-gallery/use-gallery-notice';

type IdentityType = 'logo' | 'profile';
const LABELS: Record<IdentityType, string> = { logo: 'Logo', profile: 'Profile image' };

/**
 * Replaces the agency logo or profile image (agent images of type 'logo' / 'profile', one file): the new
 * image is uploaded first, then the old one of that type is removed, so a failed upload loses nothing.
 */
export function IdentityImages({ agent, onChanged }: { agent: PortalAgent; onChanged: () => void }) {
  const { notice, succeed, fail, clear } = useGalleryNotice(onChanged);
  const [busy, setBusy] = useState<IdentityType | null>(null);

  const replace = async (type: IdentityType, file: File | undefined) => {
    const problems = validateFiles('agent', file ? [file] : []);
    if (problems.length) return fail(problems);
    clear();
    setBusy(type);
    const previous = agent.images.filter((i) => i.image_type === type);
    try {
      await uploadAgentImage(agent.id, { file: file!, description: `${agent.agency_name} ${LABELS[type].toLowerCase()}`, isPrimary: false, imageType: type, displayOrder: 0 });
    } catch {
      setBusy(null);
      return fail([MESSAGES.imageUploadFailed]);
    }
    // The new image is in; an old one that cannot be removed now is only an extra row, not a failed replace.
    for (const old of previous) if (old.id !== undefined) await deleteImage('agent', old.id).catch(() => undefined);
    setBusy(null);
    succeed(MESSAGES.imageUploaded);
  };

  return (
    <section aria-labelledby="identity-images-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="identity-images-title" className="font-display text-xl font-bold text-stone-900">
        Logo and profile image
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(['logo', 'profile'] as const).map((type) => (
          <IdentitySlot key={type} type={type} url={agent.images.find((i) => i.image_type === type)?.image_url ?? null} busy={busy === type} disabled={busy !== null} onPick={(f) => void replace(type, f)} />
        ))}
      </div>
      <div aria-live="polite">
        {notice?.tone === 'success' && (
          <p role="status" className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.tone === 'error' && (
        <div role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {notice.texts.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </div>
      )}
    </section>
  );
}

function IdentitySlot({ type, url, busy, disabled, onPick }: { type: IdentityType; url: string | null; busy: boolean; disabled: boolean; onPick: (file: File | undefined) => void }) {
  const id = useId();
  const label = LABELS[type];
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    onPick(e.currentTarget.files?.[0]);
    e.currentTarget.value = '';
  };
  return (
    <div className="flex items-center gap-4 rounded-xl p-3 ring-1 ring-stone-200">
      <img
        src={imageAtWidth(url, 320) ?? PLACEHOLDER_IMAGE}
        alt={url ? `Current ${label.toLowerCase()}` : `No ${label.toLowerCase()} yet`}
        width={72}
        height={72}
        className={`h-18 w-18 shrink-0 bg-stone-100 object-cover ring-1 ring-stone-200 ${type === 'logo' ? 'rounded-2xl' : 'rounded-full'}`}
      />
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{label}</p>
        <label
          htmlFor={id}
          className={buttonClass(
            { tone: 'secondary', size: 'sm' },
            // A label for the hidden file input: it shows the input's focus, which :focus-visible on the label would not.
            `mt-2 cursor-pointer px-4 focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700 ${disabled ? 'pointer-events-none opacity-60' : ''}`,
          )}
        >
          {busy ? 'Uploading…' : `Replace ${label.toLowerCase()}`}
          <input id={id} type="file" accept={acceptFor('agent')} disabled={disabled} onChange={change} className="sr-only" />
        </label>
        <p className="mt-1 text-xs text-stone-500">JPEG, PNG or WebP, up to 5MB.</p>
      </div>
    </div>
  );
}
