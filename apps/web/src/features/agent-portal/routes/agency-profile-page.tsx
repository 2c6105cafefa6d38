import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type PortalAgent } from '@safari/contract';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { getAgentToken } from '@/lib/agent-session';
import { PLACEHOLDER_IMAGE, agentImageUrl, imageAtWidth, imageSrcSet } from '@/lib/images';
import { queryKeys } from '@/lib/query-keys';
import { NoAgentError, useMe } from '../api/get-me';
import { ExperienceGrid } from '../components/experience-grid';
import { IdentityImages } from '../components/identity-images';
import { ImageGallery } from '../components/image-gallery';
import { ProfileForm } from '../components/profile-form';

function loadFailure(error: unknown): string {
  if (error instanceof NoAgentError) return MESSAGES.profileNoAgent;
  if (!getAgentToken()) return MESSAGES.profileNoToken;
  return MESSAGES.profileLoadFailed;
}

function ProfileHeader({ agent }: { agent: PortalAgent }) {
  const logo = agent.images.find((i) => i.image_type === 'logo');
  const src = (logo && imageAtWidth(logo.image_url, 320)) ?? imageAtWidth(agentImageUrl(agent), 320) ?? PLACEHOLDER_IMAGE;
  return (
    <section className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:gap-5 sm:p-6">
      <img src={src} srcSet={imageSrcSet(src)} sizes="80px" width={80} height={80} alt={`${agent.agency_name} logo`} className="h-16 w-16 shrink-0 rounded-2xl object-cover ring-1 ring-stone-200 sm:h-20 sm:w-20" />
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">{agent.agency_name}</h1>
        <p className="mt-1 text-stone-700">Welcome! Keep your agency profile, gallery and experiences up to date: travellers see every change on your public page.</p>
      </div>
    </section>
  );
}

/** /agent/agency-profile (agent-side.md §2 "Agency profile"). */
export default function AgencyProfilePage() {
  const me = useMe();
  const queryClient = useQueryClient();
  // After an image change: the portal's own data and the public pages that show this agent's images.
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.me() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.agents.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.experiences.all });
  }, [queryClient]);

  if (me.isPending) return <LoadingState label="Loading your profile…" />;
  if (me.isError) return <ErrorState message={loadFailure(me.error)} onRetry={() => void me.refetch()} />;

  const agent = me.data;
  // Logo and profile image have their own slots; the gallery manages the rest (gallery and office photos).
  const gallery = agent.images.flatMap((i) => (i.id !== undefined && i.image_type !== 'logo' && i.image_type !== 'profile' ? [{ ...i, id: i.id }] : []));
  return (
    <div className="space-y-6">
      <ProfileHeader agent={agent} />
      <ProfileForm agent={agent} />
      <IdentityImages agent={agent} onChanged={reload} />
      <ImageGallery kind="agent" ownerId={agent.id} images={gallery} onChanged={reload} />
      <ExperienceGrid experiences={agent.experiences} />
    </div>
  );
}
