import { CloudUpload, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/use-toast';
import { browserFileProblem, documentAccept } from '#shared/documents';

/** What the zone needs of an upload mutation (TanStack Query's `useMutation` result fits). */
export interface UploadMutation {
  isPending: boolean;
  mutate(
    variables: { file: File; onProgress: (fraction: number) => void },
    options: { onSuccess: (result: { fileName: string }) => void; onSettled: () => void },
  ): void;
}

/**
 * Upload by the Choose File button (a real button opening the file picker, so keyboards and screen
 * readers get it) or by dropping a file on the zone around it. The size and type limits are checked
 * first, in the browser; the server checks again from the bytes. The mutation reports its own
 * failures.
 */
export function FileUpload({ upload }: { upload: UploadMutation }) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const hintId = React.useId();
  const progressId = React.useId();
  const [dragging, setDragging] = React.useState(false);
  const [progress, setProgress] = React.useState(0);
  const [current, setCurrent] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const busy = upload.isPending;

  function start(file: File | undefined) {
    if (!file || busy) return;
    const problem = browserFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setCurrent(file.name);
    setProgress(0);
    setDone(null);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (document) => setDone(`${document.fileName} was uploaded.`),
        onSettled: () => setCurrent(null),
      },
    );
  }

  const percent = Math.round(progress * 100);

  return (
    <div
      className={cn(
        'rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        // Without this the browser opens the dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        start(event.dataTransfer.files[0]);
      }}
    >
      <CloudUpload aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <p className="mt-2 font-medium text-ink">Drag and drop a file here, or</p>
      <input
        ref={inputRef}
        type="file"
        accept={documentAccept}
        hidden
        onChange={(event) => {
          start(event.currentTarget.files?.[0]);
          // The same file may be chosen again after a failure.
          event.currentTarget.value = '';
        }}
      />
      <Button
        type="button"
        className="mt-3"
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        Choose File
      </Button>
      <p id={hintId} className="mt-3 text-sm text-slate-600">
        PDF, photos (JPEG, PNG, GIF, HEIC), plain text or Word (.doc, .docx), up to 10 MB.
      </p>
      {current !== null && (
        <div className="mx-auto mt-4 max-w-md text-left">
          <label htmlFor={progressId} className="flex justify-between gap-3 text-sm text-slate-700">
            <span className="truncate">Uploading {current}</span>
            <span aria-hidden="true">{percent}%</span>
          </label>
          <progress
            id={progressId}
            max={100}
            value={percent}
            className="mt-1 h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
        </div>
      )}
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-green-800">
        {done}
      </p>
    </div>
  );
}
