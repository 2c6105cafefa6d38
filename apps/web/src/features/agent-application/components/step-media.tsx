import { useState, type FormEvent } from 'react';
import { emptyToNull, type ApplicationData } from '../types';
import { CheckboxField, StepActions, StepHeading, TextField } from './fields';

type MediaData = Pick<ApplicationData, 'instagram_handle' | 'facebook_handle' | 'other_social_media' | 'willing_to_share_media'>;

const OTHER_NETWORKS = [
  { key: 'tiktok', label: 'TikTok', placeholder: '@youragency' },
  { key: 'youtube', label: 'YouTube', placeholder: 'Channel URL' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'Company page URL' },
] as const;

export const stripAt = (handle: string) => handle.trim().replace(/^@+/, '');

export function StepMedia({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: MediaData) => void; onBack: () => void }) {
  const [instagram, setInstagram] = useState(data.instagram_handle ?? '');
  const [facebook, setFacebook] = useState(data.facebook_handle ?? '');
  const [other, setOther] = useState<Record<string, string>>(data.other_social_media ?? {});
  const [willing, setWilling] = useState(data.willing_to_share_media);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const others = Object.fromEntries(Object.entries(other).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
    onNext({
      instagram_handle: emptyToNull(stripAt(instagram)),
      facebook_handle: emptyToNull(facebook),
      other_social_media: Object.keys(others).length ? others : null,
      willing_to_share_media: willing,
    });
  };

  const skip = () => onNext({ instagram_handle: null, facebook_handle: null, other_social_media: null, willing_to_share_media: willing });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeading title="Media and social media" description="Optional: help travellers discover your work." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Instagram" placeholder="@youragency" autoCapitalize="none" value={instagram} onChange={(e) => setInstagram(e.target.value)} />
        <TextField label="Facebook" placeholder="Page name or URL" autoCapitalize="none" value={facebook} onChange={(e) => setFacebook(e.target.value)} />
        {OTHER_NETWORKS.map((n) => (
          <TextField
            key={n.key}
            label={n.label}
            placeholder={n.placeholder}
            autoCapitalize="none"
            value={other[n.key] ?? ''}
            onChange={(e) => setOther((o) => ({ ...o, [n.key]: e.target.value }))}
          />
        ))}
      </div>
      <CheckboxField
        label="I'm happy to share photos and videos of our trips for use on the marketplace"
        checked={willing}
        onChange={setWilling}
      />
      <StepActions
        onBack={onBack}
        extra={
          <button type="button" onClick={skip} className="rounded-full px-6 py-3 font-semibold text-emerald-900 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
            Skip Social Media
          </button>
        }
      />
    </form>
  );
}
