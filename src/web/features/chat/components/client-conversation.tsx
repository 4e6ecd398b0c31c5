import * as React from 'react';
import { buttonVariants } from '~/components/ui/button';
import { PageLink } from '~/lib/page-context';
import type { AuthUser } from '#shared/auth';
import {
  SUPPORT_ROOM_NAME,
  chatMessages,
  type ChatMessage,
  type ChatRoom,
  type ServerFrame,
} from '#shared/chat';
import { mergeMessages } from '../lib/chat-format';
import { showChatError } from '../lib/chat-error';
import { useChatSocket } from '../lib/use-chat-socket';
import { ChatMessageBox } from './chat-message-box';
import { ConnectionStatus } from './connection-status';
import { MessageLog } from './message-log';

interface ClientChatState {
  room: ChatRoom | null;
  messages: ChatMessage[];
  /** Unknown until the server says. */
  agentsOnline: boolean | null;
}

const initialState: ClientChatState = { room: null, messages: [], agentsOnline: null };

export function clientChatReducer(state: ClientChatState, frame: ServerFrame): ClientChatState {
  switch (frame.type) {
    case 'room_created':
      // The same open room again (after a reconnect), or a new one after a closed chat.
      return frame.room.id === state.room?.id
        ? { ...state, room: frame.room }
        : { ...state, room: frame.room, messages: [] };
    case 'room_status':
      return frame.room.id === state.room?.id ? { ...state, room: frame.room } : state;
    case 'history':
      return frame.roomId === state.room?.id
        ? { ...state, messages: mergeMessages(state.messages, frame.messages) }
        : state;
    case 'new_message':
      return frame.message.roomId === state.room?.id
        ? { ...state, messages: mergeMessages(state.messages, [frame.message]) }
        : state;
    case 'agents_online':
      return { ...state, agentsOnline: frame.online };
    default:
      return state;
  }
}

/**
 * A signed-in client's conversation with the agency: the socket lives as long as this does
 * (closing the chat window closes it). Loaded on demand by the floating button.
 */
export default function ClientConversation({ user }: { user: AuthUser }) {
  if (user.role !== 'client') {
    return (
      <div className="space-y-3 p-4 text-sm text-slate-700">
        <p>You are signed in as agency staff. Clients&apos; chats are answered in the console.</p>
        <PageLink to="/staff/chat" className={buttonVariants()}>
          Open staff chat
        </PageLink>
      </div>
    );
  }
  return <Conversation userId={user.id} />;
}

function Conversation({ userId }: { userId: string }) {
  const [state, dispatch] = React.useReducer(clientChatReducer, initialState);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const { room } = state;

  const { status, send } = useChatSocket({
    enabled: true,
    // After a drop the same room is joined again: its history comes back, merged, not doubled.
    onOpen: (sendFrame) => {
      if (!room) sendFrame({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId });
      else if (room.status === 'active') sendFrame({ type: 'join_room', roomId: room.id, userId });
    },
    onFrame: (frame) => {
      if (frame.type === 'error') showChatError(frame.message);
      else dispatch(frame);
    },
  });

  const ready = status === 'open' && room?.status === 'active';

  // Once the chat can be used, bring the caret to the box, unless the reader went elsewhere.
  React.useEffect(() => {
    const input = inputRef.current;
    if (!ready || !input) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === input.closest('[role="dialog"]')) {
      input.focus();
    }
  }, [ready]);

  return (
    <div className="flex h-[min(30rem,calc(100dvh-11rem))] flex-col">
      <ConnectionStatus status={status} className="border-b border-slate-200 px-4 py-2" />
      {state.agentsOnline === false && (
        <p className="border-b border-sun-300 bg-sun-100 px-4 py-2 text-sm text-ink">
          {chatMessages.agentsOffline}
        </p>
      )}
      <MessageLog
        messages={state.messages}
        selfId={userId}
        label="Messages"
        empty="Ask us about your policies, claims or coverage. An agent will answer here."
      />
      {room?.status === 'closed' && (
        <div className="space-y-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <p>This chat was closed.</p>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            disabled={status !== 'open'}
            onClick={() => send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId })}
          >
            Start a new chat
          </button>
        </div>
      )}
      <ChatMessageBox
        ref={inputRef}
        label="Message"
        ready={ready}
        send={send}
        roomId={room?.id}
        userId={userId}
      />
    </div>
  );
}
