import type * as React from 'react';
import { MessageComposer } from '~/components/ui/message-composer';
import { CHAT_LIMITS } from '#shared/chat';
import type { ChatSocket } from '../lib/use-chat-socket';

/** The message box of a chat room: what is typed goes out as a `send_message` frame. */
export function ChatMessageBox({
  label,
  ready,
  send,
  roomId,
  userId,
  ref,
}: {
  label: string;
  /** Connected and the room open; the box is off otherwise. */
  ready: boolean;
  send: ChatSocket['send'];
  /** Undefined before the client's room exists. */
  roomId: number | undefined;
  userId: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}) {
  return (
    <MessageComposer
      ref={ref}
      label={label}
      placeholder="Type a message"
      maxLength={CHAT_LIMITS.maxMessageLength}
      disabled={!ready || roomId === undefined}
      onSend={(content) =>
        roomId !== undefined && send({ type: 'send_message', roomId, userId, content })
      }
    />
  );
}
