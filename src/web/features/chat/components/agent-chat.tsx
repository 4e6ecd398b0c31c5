import * as React from 'react';
import { buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { ChatMessage, ChatRoom, RoomSummary, ServerFrame } from '#shared/chat';
import { showChatError } from '../lib/chat-error';
import { mergeMessages, waitingText } from '../lib/chat-format';
import { useChatSocket } from '../lib/use-chat-socket';
import { ChatMessageBox } from './chat-message-box';
import { ConnectionStatus } from './connection-status';
import { MessageLog } from './message-log';

interface AgentChatState {
  /** Open rooms by id, as the server summarises them. */
  rooms: Map<number, RoomSummary>;
  /** Rooms this socket joined: the room as last heard of, and its messages. */
  joined: Map<number, { room: ChatRoom; messages: ChatMessage[] }>;
}

const initialState: AgentChatState = { rooms: new Map(), joined: new Map() };

export function agentChatReducer(state: AgentChatState, frame: ServerFrame): AgentChatState {
  switch (frame.type) {
    case 'rooms':
      return { ...state, rooms: new Map(frame.rooms.map((s) => [s.room.id, s])) };
    case 'room_activity': {
      const rooms = new Map(state.rooms);
      if (frame.summary.room.status === 'active') rooms.set(frame.summary.room.id, frame.summary);
      else rooms.delete(frame.summary.room.id);
      return { ...state, rooms };
    }
    case 'room_status': {
      const { room } = frame;
      const rooms = new Map(state.rooms);
      const listed = rooms.get(room.id);
      if (room.status === 'closed') rooms.delete(room.id);
      else if (listed) rooms.set(room.id, { ...listed, room });
      const joined = new Map(state.joined);
      joined.set(room.id, { room, messages: state.joined.get(room.id)?.messages ?? [] });
      return { rooms, joined };
    }
    case 'history':
    case 'new_message': {
      const roomId = frame.type === 'history' ? frame.roomId : frame.message.roomId;
      const current = state.joined.get(roomId);
      if (!current) return state;
      const incoming = frame.type === 'history' ? frame.messages : [frame.message];
      const joined = new Map(state.joined);
      joined.set(roomId, { ...current, messages: mergeMessages(current.messages, incoming) });
      return { ...state, joined };
    }
    default:
      return state;
  }
}

/** The longest-waiting client first, then the newest rooms (as the server orders them). */
function byWaiting(a: RoomSummary, b: RoomSummary) {
  if (a.waitingSince && b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
  if (a.waitingSince || b.waitingSince) return a.waitingSince ? -1 : 1;
  return b.room.id - a.room.id;
}

/** The time now, again every `everyMs` (waiting times grow while the page is open), or on demand. */
function useNow(everyMs: number) {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return [now, () => setNow(Date.now())] as const;
}

/**
 * /staff/chat: the open rooms, live (who waits, how long, how many messages unanswered), and the
 * conversation of the room the agent picked, with a reply box and Close chat.
 */
export function AgentChat({
  userId,
  beside,
}: {
  userId: string;
  /**
   * Shown beside the conversation for a client with an account (the staff console puts the
   * client's page link and policies there; this feature knows nothing of them).
   */
  beside?: (accountId: string, clientName: string) => React.ReactNode;
}) {
  const [state, dispatch] = React.useReducer(agentChatReducer, initialState);
  // The room the agent picked, and its client, kept once the room leaves the list.
  const [picked, setPicked] = React.useState<{
    roomId: number;
    clientName: string;
    clientAccountId: string | null;
  } | null>(null);
  const selectedId = picked?.roomId ?? null;
  const [now, refreshNow] = useNow(30_000);

  const { status, send } = useChatSocket({
    enabled: true,
    // Also after a reconnect: the list comes back, and the open conversation with its history.
    onOpen: (sendFrame) => {
      sendFrame({ type: 'watch_rooms' });
      if (selectedId !== null) sendFrame({ type: 'join_room', roomId: selectedId, userId });
    },
    onFrame: (frame) => {
      if (frame.type === 'error') return showChatError(frame.message);
      if (frame.type === 'rooms' || frame.type === 'room_activity') refreshNow();
      dispatch(frame);
    },
  });

  const rooms = [...state.rooms.values()].sort(byWaiting);
  const selected = selectedId === null ? undefined : state.joined.get(selectedId);
  const clientName = picked?.clientName ?? '';
  const clientAccountId = picked?.clientAccountId ?? null;
  const ready = status === 'open' && selected?.room.status === 'active';

  const select = ({ room, clientName, clientAccountId }: RoomSummary) => {
    setPicked({ roomId: room.id, clientName, clientAccountId });
    send({ type: 'join_room', roomId: room.id, userId });
  };

  return (
    <div
      className={cn(
        'grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]',
        beside && clientAccountId && 'xl:grid-cols-[18rem_minmax(0,1fr)_20rem]',
      )}
    >
      <div className="space-y-3">
        <ConnectionStatus status={status} />
        <h2 id="open-chats" className="text-lg font-semibold text-ink">
          Open chats ({rooms.length})
        </h2>
        {rooms.length === 0 ? (
          <p className="text-sm text-slate-700">No open chats right now.</p>
        ) : (
          <ul aria-labelledby="open-chats" className="space-y-2">
            {rooms.map((summary) => (
              <li key={summary.room.id}>
                <button
                  type="button"
                  aria-pressed={summary.room.id === selectedId}
                  onClick={() => select(summary)}
                  className={cn(
                    'w-full rounded-md border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    summary.room.id === selectedId
                      ? 'border-brand-700 bg-brand-50'
                      : 'border-slate-300 bg-white hover:bg-slate-50',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{summary.clientName}</span>
                    {summary.unread > 0 && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {summary.unread} unread
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {summary.waitingSince ? waitingText(summary.waitingSince, now) : 'answered'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <section
        aria-labelledby="chat-conversation-title"
        className="flex h-[min(36rem,calc(100dvh-12rem))] min-h-80 flex-col rounded-lg border border-slate-200 bg-white"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 id="chat-conversation-title" className="font-semibold text-ink">
            {selectedId === null ? 'Conversation' : `Chat with ${clientName}`}
          </h2>
          {selected?.room.status === 'active' && (
            <button
              type="button"
              disabled={status !== 'open'}
              onClick={() => send({ type: 'close_room', roomId: selected.room.id })}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Close chat
            </button>
          )}
        </div>
        {selectedId === null ? (
          <p className="p-4 text-sm text-slate-700">Choose a chat to read it and reply.</p>
        ) : (
          <>
            <MessageLog
              messages={selected?.messages ?? []}
              selfId={userId}
              label={`Messages with ${clientName}`}
              empty={selected ? 'No messages yet.' : 'Loading...'}
            />
            {selected?.room.status === 'closed' && (
              <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">
                This chat is closed.
              </p>
            )}
            <ChatMessageBox
              key={selectedId}
              label="Reply"
              ready={ready}
              send={send}
              roomId={selectedId}
              userId={userId}
            />
          </>
        )}
      </section>
      {beside && selectedId !== null && clientAccountId && beside(clientAccountId, clientName)}
    </div>
  );
}
