import { documentHref, FilePreview, isHeic } from '~/components/ui/file-preview';
import * as React from 'react';
import { formatFileSize } from '#shared/format';
import type { ClaimAttachment } from '#shared/claims';

/** What kind of file it is, when the name alone may not say. */
const kindOf = (file: ClaimAttachment) => (isHeic(file.mimeType) ? 'Photo (HEIC)' : null);

/**
 * The photos and documents of a claim, oldest first: a picture of each JPEG, PNG or GIF, an icon
 * for the rest; each name opens the file.
 */
export function ClaimAttachmentList({
  attachments,
  label,
}: {
  attachments: ClaimAttachment[];
  /** The id of the heading that names the list. */
  label: string;
}) {
  const id = React.useId();
  return (
    <ul aria-labelledby={label} className="space-y-3">
      {attachments.map((file) => {
        const kind = kindOf(file);
        const metaId = `${id}-${file.id}`;
        return (
          <li key={file.id} className="flex min-w-0 items-center gap-3 text-sm">
            <FilePreview file={file} />
            <div className="min-w-0">
              <a
                href={documentHref(file.id)}
                aria-describedby={metaId}
                className="rounded-sm font-semibold break-all text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {file.fileName}
              </a>
              <p id={metaId} className="text-slate-600">
                {kind && <>{kind} · </>}
                {formatFileSize(file.fileSize)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
