import { useState } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { AdminGate } from '../components/admin-gate';
import { CreateAgentSection } from '../components/image-tool/create-agent-section';
import { GenerateSection } from '../components/image-tool/generate-section';
import { InstructionsPanel } from '../components/image-tool/instructions-panel';
import { AgentImagesSection, ExperienceImagesSection } from '../components/image-tool/upload-sections';

/** /admin/image-upload (agent-side.md §2): behind the admin session; Log out re-locks it and resets every section. */
export default function ImageUploadPage() {
  usePageMeta('Admin Image Upload');
  return <AdminGate>{(session) => <ImageTool token={session.token} />}</AdminGate>;
}

function ImageTool({ token }: { token: string }) {
  const [agentId, setAgentId] = useState<number | null>(null);
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-bold text-stone-900">Admin Image Upload</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <CreateAgentSection token={token} onCreated={setAgentId} />
          <AgentImagesSection token={token} agentId={agentId} />
          <ExperienceImagesSection token={token} />
          <GenerateSection token={token} agentId={agentId} />
        </div>
        <InstructionsPanel />
      </div>
    </div>
  );
}
