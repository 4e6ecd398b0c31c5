import { documentHref, FilePreview, isHeic } from '~/components/ui/file-preview';
import * as React from 'react';
import { formatFileSize, formatMoment } from '#shared/format';
import type { StaffClaim } from '#shared/staff/claims';

type ClaimAttachment = StaffClaim['attachments'][number];

/**
 * The photos and documents the client sent with a claim, oldest first: a picture of each JPEG,
 * PNG or GIF, an icon for the rest, each with its size and when it arrived; the name opens it.
 */
export function ClaimAttachments({
  attachments,
  headingId,
}: {
  attachments: ClaimAttachment[];
  headingId: string;
}) {
  const id = React.useId();
  if (attachments.length === 0) {
    return <p className="text-sm text-slate-700">The client sent no photos or documents.</p>;
  }
  return (
    <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
      {attachments.map((file) => {
        const metaId = `${id}-${file.id}`;
        return (
          <li key={file.id} className="flex min-w-0 items-center gap-3 text-sm">
            <FilePreview file={file} size="lg" />
            <div className="min-w-0">
              <a
                href={documentHref(file.id)}
                aria-describedby={metaId}
                className="rounded-sm font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {file.fileName}
              </a>
              <p id={metaId} className="text-slate-700">
                {isHeic(file.mimeType) && <>Photo (HEIC) · </>}
                {formatFileSize(file.fileSize)} ·{' '}
                <time dateTime={file.uploadedAt}>{formatMoment(file.uploadedAt)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
