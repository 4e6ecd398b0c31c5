import { useCurrentUser } from '../../lib/session';
import { AgentChat } from '~/features/chat/components/agent-chat';
import { ClientBesideChat } from '~/features/staff/clients/components/client-beside-chat';
import { StaffPage } from '../../features/staff/shared/staff-layout';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Chat');

/** The agents' chat, with the client's page and policies beside the conversation. */
export default function StaffChat() {
  // The staff layout renders this page for signed-in staff only.
  const { user } = useCurrentUser();
  return (
    <StaffPage title="Chat">
      {user && (
        <AgentChat
          userId={user.id}
          beside={(accountId, clientName) => (
            <ClientBesideChat accountId={accountId} clientName={clientName} />
          )}
        />
      )}
    </StaffPage>
  );
}
