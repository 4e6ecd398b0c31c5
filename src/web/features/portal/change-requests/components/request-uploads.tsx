import * as React from 'react';
import { MAX_REQUEST_ATTACHMENTS, attachmentMessages } from '#shared/change-requests';
import { useUploadRequestAttachment } from '../api/change-requests';
import { ChosenFilesField } from '../../shared/chosen-files';
import { requestFilesHint, uploadProblem } from '../../shared/request-files';
import { UploadRow, type FileUpload } from '../../shared/upload-row';

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
  return (
    <ChosenFilesField
      label={label}
      hint={`${hint} ${requestFilesHint}`}
      listLabel="Files to send"
      max={MAX_REQUEST_ATTACHMENTS}
      tooMany={attachmentMessages.tooMany}
      files={files}
      onChange={onChange}
    />
  );
}

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
          <UploadRow key={item.key} item={item} onRetry={onRetry} />
        ))}
      </ul>
    </div>
  );
}
