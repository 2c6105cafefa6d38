import { MessageThread } from '@/components/proposal/message-thread';
import { usePostProposalMessage, useProposalMessages } from '../../api/proposals';

/** The agent's side of the thread with the traveller about one sent proposal. */
export function AgentThread({ proposalId, traveller }: { proposalId: number; traveller: string }) {
  const messages = useProposalMessages(proposalId);
  const send = usePostProposalMessage(proposalId);
  return (
    <MessageThread
      me="agent"
      other={traveller}
      title={`Messages with ${traveller}`}
      empty="No messages yet. The traveller can ask questions from their trip page; you can write first too."
      inputId={`agent-message-${proposalId}`}
      messages={messages}
      send={send}
    />
  );
}
