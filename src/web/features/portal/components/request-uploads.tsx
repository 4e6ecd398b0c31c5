import { X } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { browserFileProblem, documentAccept } from '#shared/documents';
import { formatFileSize } from '#shared/format';
import { attachmentMessages, MAX_REQUEST_ATTACHMENTS } from '#shared/service-requests';
import { useUploadRequestAttachment } from '../api/service-requests';
import { fileInputClasses, requestFilesHint, uploadProblem } from './request-files';

/** A file chosen with a request, and how its sending went. */
export interface FileUpload {
  key: string;
  file: File;
  state: 'waiting' | 'sending' | 'attached' | 'failed';
  problem?: string;
}

/**
 * The files of a request just created, sent one after the other, each on its own: one that fails
 * is said, and can be sent again, without touching the request.
 */
export function useRequestUploads() {
  const upload = useUploadRequestAttachment();
  const [uploads, setUploads] = React.useState<FileUpload[]>([]);

  const update = (key: string, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function sendFile(requestId: number, { key, file }: FileUpload) {
    update(key, { state: 'sending', problem: undefined });
    try {
      await upload.mutateAsync({ requestId, file });
      update(key, { state: 'attached' });
    } catch (error) {
      update(key, { state: 'failed', problem: uploadProblem(error) });
    }
  }

  async function sendAll(requestId: number, files: File[]) {
    const list = files.map((file, index) => ({
      key: `${index}-${file.name}`,
      file,
      state: 'waiting' as const,
    }));
    setUploads(list);
    for (const item of list) await sendFile(requestId, item);
  }

  return { uploads, sendAll, retry: sendFile };
}

/**
 * Files to send with a request: each checked here first (type and size), at most
 * MAX_REQUEST_ATTACHMENTS, listed with a button to take it off again.
 */
export function ChosenFiles({
  label,
  hint,
  files,
  onChange,
}: {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const [problems, setProblems] = React.useState<string[]>([]);
  const input = React.useRef<HTMLInputElement>(null);
  const id = React.useId();

  function add(chosen: File[]) {
    const found: string[] = [];
    const next = [...files];
    for (const file of chosen) {
      const problem = browserFileProblem(file);
      if (problem) found.push(`${file.name}: ${problem.description}`);
      else if (next.length >= MAX_REQUEST_ATTACHMENTS) {
        if (!found.includes(attachmentMessages.tooMany)) found.push(attachmentMessages.tooMany);
      } else next.push(file);
    }
    setProblems(found);
    onChange(next);
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint} {requestFilesHint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={documentAccept}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
        className={fileInputClasses}
        onChange={(event) => {
          add(Array.from(event.currentTarget.files ?? []));
          // The same file may be chosen again after it was taken off.
          event.currentTarget.value = '';
        }}
      />
      <div id={`${id}-problems`} role="alert" className="space-y-1 empty:hidden">
        {problems.map((problem) => (
          <p key={problem} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul
          aria-label="Files to send"
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all text-ink">
                {file.name}{' '}
                <span className="whitespace-nowrap text-slate-600">
                  ({formatFileSize(file.size)})
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  onChange(files.filter((_, at) => at !== index));
                  setProblems([]);
                  // The button goes away with the file; the picker keeps the focus nearby.
                  input.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const uploadStateText: Record<Exclude<FileUpload['state'], 'failed'>, string> = {
  waiting: 'Waiting to be sent',
  sending: 'Sending...',
  attached: 'Attached',
};

/**
 * Each file of a request as it is sent; a file that did not go says why and can be sent again.
 * `headingLevel` puts "Your files" under the confirmation's own heading.
 */
export function UploadResults({
  uploads,
  onRetry,
  headingLevel = 4,
}: {
  uploads: FileUpload[];
  onRetry: (upload: FileUpload) => void;
  headingLevel?: 3 | 4;
}) {
  if (uploads.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div>
      <Heading className="font-semibold text-ink">Your files</Heading>
      <ul className="mt-2 divide-y divide-green-200 rounded-md border border-green-200 bg-white">
        {uploads.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
            <span className="min-w-0 font-medium break-all text-ink">{item.file.name}</span>
            {item.state === 'failed' ? (
              <>
                <span className="text-sm font-medium text-red-700">
                  Not attached: {item.problem}
                </span>
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
                {uploadStateText[item.state]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
