import * as React from 'react';
import { Label } from '~/components/ui/label';
import { MAX_UPLOAD_BYTES } from '#shared/documents';
import { MAX_CLAIM_ATTACHMENTS, claimMessages } from '#shared/claims';
import { useRefreshClaims, useUploadClaimAttachment } from '../api/claims';
import {
  checkChosenFiles,
  ChoiceProblems,
  ChosenFilesField,
  FilePicker,
} from '../../shared/chosen-files';
import { uploadProblem } from '../../shared/request-files';
import { UploadRow, type FileUpload } from '../../shared/upload-row';

/** What a claim may carry, said beside each picker. */
export const claimFilesHint = `Photos (JPEG, PNG, GIF, or HEIC from an iPhone) and documents (PDF, plain text, Word), up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB each; up to ${MAX_CLAIM_ATTACHMENTS} files.`;

/** The claim form's "Photos and documents": chosen here, sent once the claim is filed. */
export function ChosenClaimFiles({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  return (
    <ChosenFilesField
      label="Photos and documents"
      hint={`Photos of the damage, a police report, receipts or estimates. ${claimFilesHint}`}
      listLabel="Files to send with the claim"
      max={MAX_CLAIM_ATTACHMENTS}
      tooMany={claimMessages.claimFilesTooMany}
      files={files}
      onChange={onChange}
    />
  );
}

/** A file of a claim on its way, and how its sending went. */
export interface ClaimUpload extends FileUpload {
  /** The attachment the server made of it, once attached. */
  attachmentId?: number;
}

/**
 * A claim's files, sent one after the other, each on its own: one that fails is said and can be
 * sent again; the claim itself is never touched. Files chosen while others are on their way wait
 * their turn. The claims list is read again once a turn's files are all through.
 */
export function useClaimUploads() {
  const upload = useUploadClaimAttachment();
  const refresh = useRefreshClaims();
  const [uploads, setUploads] = React.useState<ClaimUpload[]>([]);
  const queue = React.useRef<Promise<void>>(Promise.resolve());
  const nextKey = React.useRef(0);

  const update = (key: string, change: Partial<ClaimUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function sendOne(claimId: number, { key, file }: ClaimUpload) {
    update(key, { state: 'sending', problem: undefined });
    try {
      const attachment = await upload.mutateAsync({ claimId, file });
      update(key, { state: 'attached', attachmentId: attachment.id });
    } catch (error) {
      update(key, { state: 'failed', problem: uploadProblem(error) });
    }
  }

  function enqueue(work: () => Promise<void>) {
    queue.current = queue.current.then(work).then(() => void refresh());
    return queue.current;
  }

  return {
    uploads,
    /** Some file is still waiting or on its way. */
    busy: uploads.some((item) => item.state === 'waiting' || item.state === 'sending'),
    send(claimId: number, files: File[]) {
      const list = files.map((file) => ({
        key: String(nextKey.current++),
        file,
        state: 'waiting' as const,
      }));
      setUploads((current) => [...current, ...list]);
      return enqueue(async () => {
        for (const item of list) await sendOne(claimId, item);
      });
    },
    retry(claimId: number, item: ClaimUpload) {
      update(item.key, { state: 'waiting', problem: undefined });
      return enqueue(() => sendOne(claimId, item));
    },
    /** Forgets the list (files still on their way go on being sent). */
    clear() {
      setUploads([]);
    },
  };
}

/** "Sending 2 of 3: photo.jpg..." while sending; then how many went, and how many did not. */
export function uploadSummary(uploads: ClaimUpload[]): string {
  const total = uploads.length;
  const sending = uploads.findIndex((item) => item.state === 'sending');
  if (sending >= 0) return `Sending ${sending + 1} of ${total}: ${uploads[sending]!.file.name}...`;
  if (uploads.some((item) => item.state === 'waiting')) return `Sending ${total} files...`;
  const attached = uploads.filter((item) => item.state === 'attached').length;
  const failed = total - attached;
  const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
  if (failed === 0) return `${files(attached)} attached.`;
  return `${files(attached)} attached, ${failed} not attached.`;
}

/**
 * Each file as it is sent, with a line for screen readers that follows the sending; a file that
 * did not go says the server's reason and has Try again.
 */
export function ClaimUploadResults({
  uploads,
  onRetry,
  heading,
}: {
  uploads: ClaimUpload[];
  onRetry: (upload: ClaimUpload) => void;
  /** The list's heading, when it has one (the success screen's "Your files"). */
  heading?: React.ReactNode;
}) {
  const id = React.useId();
  return (
    <div className="space-y-2 text-left">
      {heading && uploads.length > 0 && <div id={`${id}-heading`}>{heading}</div>}
      {/* Always on the page, so each change of it is announced. */}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {uploads.length > 0 ? uploadSummary(uploads) : ''}
      </p>
      {uploads.length > 0 && (
        <ul
          aria-labelledby={heading ? `${id}-heading` : undefined}
          aria-label={heading ? undefined : 'Files sent'}
          className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        >
          {uploads.map((item) => (
            <UploadRow key={item.key} item={item} onRetry={onRetry} className="text-sm" />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A claim card's "Add photos or documents": chosen files go at once, one by one; the picker gives
 * way to a sentence once the claim has all its files.
 */
export function AddClaimFiles({
  claimId,
  claimNumber,
  attachedIds,
}: {
  claimId: number;
  /** Said with the picker's label: a page of claims has one picker each. */
  claimNumber: string;
  /** The files the claim already carries, by id. */
  attachedIds: number[];
}) {
  const { uploads, send, retry } = useClaimUploads();
  const [problems, setProblems] = React.useState<string[]>([]);
  const id = React.useId();
  const note = React.useRef<HTMLParagraphElement>(null);
  const pickerFocused = React.useRef(false);

  // Attached files show in the claim once the list is read again: counted once either way.
  const carried = new Set(attachedIds);
  for (const item of uploads) {
    if (item.attachmentId !== undefined) carried.add(item.attachmentId);
  }
  const onTheirWay = uploads.filter(
    (item) => item.state === 'waiting' || item.state === 'sending',
  ).length;
  const room = MAX_CLAIM_ATTACHMENTS - carried.size - onTheirWay;
  const full = attachedIds.length >= MAX_CLAIM_ATTACHMENTS;

  // The picker goes away under the focus once the claim is full: the sentence that replaces it
  // takes the focus instead of the page's start.
  React.useEffect(() => {
    if (full && pickerFocused.current) note.current?.focus();
  }, [full]);

  return (
    <div className="space-y-1.5">
      {full ? (
        <p ref={note} tabIndex={-1} className="text-sm text-slate-700 focus:outline-none">
          {claimMessages.claimFilesTooMany}
        </p>
      ) : (
        <>
          <Label htmlFor={id}>
            Add photos or documents<span className="sr-only"> to claim {claimNumber}</span>
          </Label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {claimFilesHint}
          </p>
          <FilePicker
            id={id}
            describedBy={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
            onFocus={() => (pickerFocused.current = true)}
            onBlur={() => (pickerFocused.current = false)}
            onChoose={(chosen) => {
              const { accepted, problems } = checkChosenFiles(
                chosen,
                Math.max(room, 0),
                claimMessages.claimFilesTooMany,
              );
              setProblems(problems);
              if (accepted.length > 0) void send(claimId, accepted);
            }}
          />
        </>
      )}
      <ChoiceProblems id={`${id}-problems`} problems={problems} />
      <ClaimUploadResults uploads={uploads} onRetry={(item) => void retry(claimId, item)} />
    </div>
  );
}
