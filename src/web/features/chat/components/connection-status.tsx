import { cn } from '~/lib/cn';
import { connectionText } from '../lib/chat-format';
import type { ChatConnection } from '../lib/use-chat-socket';

/** Connecting... / Connected / Reconnecting, announced as it changes. */
export function ConnectionStatus({
  status,
  className,
}: {
  status: ChatConnection;
  className?: string;
}) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-slate-700', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          status === 'open'
            ? 'bg-green-600'
            : status === 'closed'
              ? 'bg-slate-500'
              : 'bg-amber-500',
        )}
      />
      {connectionText[status]}
    </p>
  );
}
