import type { PortalAgent } from '@safari/contract';
import { PLACEHOLDER_IMAGE, agentImageUrl, imageAtWidth, imageSrcSet } from '@/lib/images';

function logoUrl(agent: PortalAgent): string {
  const logo = agent.images.find((i) => i.image_type === 'logo');
  return (logo && imageAtWidth(logo.image_url, 320)) ?? imageAtWidth(agentImageUrl(agent), 320) ?? PLACEHOLDER_IMAGE;
}

export function DashboardHeader({ agent }: { agent: PortalAgent }) {
  const src = logoUrl(agent);
  return (
    <section className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:p-6">
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes="80px"
        width={80}
        height={80}
        alt={`${agent.agency_name} logo`}
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) {
            e.currentTarget.srcset = '';
            e.currentTarget.src = PLACEHOLDER_IMAGE;
          }
        }}
        className="h-20 w-20 shrink-0 rounded-2xl object-cover ring-1 ring-stone-200"
      />
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">{agent.agency_name}</h1>
        <p className="mt-1 break-all text-sm text-stone-500">{agent.contact_email}</p>
        <p className="mt-2 text-stone-700">Welcome back! Here's a quick look at your experiences, leads and proposals.</p>
      </div>
    </section>
  );
}
