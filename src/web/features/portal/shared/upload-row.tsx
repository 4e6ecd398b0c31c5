import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** A file on its way to a claim or a request, and how its sending went. */
export interface FileUpload {
  key: string;
  file: File;
  state: 'waiting' | 'sending' | 'attached' | 'failed';
  problem?: string;
}

const stateText: Record<Exclude<FileUpload['state'], 'failed'>, string> = {
  waiting: 'Waiting to be sent',
  sending: 'Sending...',
  attached: 'Attached',
};

/** One file of a list being sent: its state, or the server's reason it did not go and Try again. */
export function UploadRow<T extends FileUpload>({
  item,
  onRetry,
  className,
}: {
  item: T;
  onRetry: (upload: T) => void;
  className?: string;
}) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2', className)}>
      <span className="min-w-0 font-medium break-all text-ink">{item.file.name}</span>
      {item.state === 'failed' ? (
        <>
          <span className="text-sm font-medium text-red-700">Not attached: {item.problem}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Try again: ${item.file.name}`}
            onClick={() => onRetry(item)}
          >
            Try again
          </Button>
        </>
      ) : (
        <span
          className={
            item.state === 'attached'
              ? 'text-sm font-medium text-green-800'
              : 'text-sm text-slate-700'
          }
        >
          {stateText[item.state]}
        </span>
      )}
    </li>
  );
}
