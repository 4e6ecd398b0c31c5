import * as React from 'react';
import { cn } from '~/lib/cn';
import type { ChatMessage } from '#shared/chat';
import { messageTime } from '../lib/chat-format';

interface MessageLogProps {
  messages: ChatMessage[];
  /** The reader: their own messages sit on the right, everyone else's on the left. */
  selfId: string;
  label: string;
  /** Shown while there is nothing to read yet. */
  empty: React.ReactNode;
  className?: string;
}

/** A conversation as a live log: new messages are read out politely, and scrolled into view. */
export function MessageLog({ messages, selfId, label, empty, className }: MessageLogProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;

  React.useEffect(() => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [last]);

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={label}
      // Scrollable, so it must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {messages.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            const own = message.senderId === selfId;
            return (
              <li
                key={message.id}
                className={cn('flex flex-col', own ? 'items-end' : 'items-start')}
              >
                <p className="text-xs text-slate-700">
                  <span className="font-semibold">{own ? 'You' : message.senderName}</span>
                  {' · '}
                  <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
                </p>
                <p
                  className={cn(
                    'mt-0.5 max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                    own ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink',
                  )}
                >
                  {message.message}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
