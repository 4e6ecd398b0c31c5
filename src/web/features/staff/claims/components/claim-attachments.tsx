import { FileText, ImageIcon } from 'lucide-react';
import * as React from 'react';
import { formatFileSize, formatMoment } from '#shared/format';
import type { StaffClaim } from '#shared/staff/claims';

type ClaimAttachment = StaffClaim['attachments'][number];

const attachmentHref = (id: number) => `/api/documents/${id}/download`;

/** Photos every browser draws: shown as a small picture. */
const thumbnailTypes = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** iPhone photos: only Safari draws them, so they are a link, never a broken picture. */
const heicTypes = new Set(['image/heic', 'image/heif']);

const previewBox =
  'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100';

function Preview({ file }: { file: ClaimAttachment }) {
  // A picture the server could not give falls back to the icon.
  const [broken, setBroken] = React.useState(false);
  if (thumbnailTypes.has(file.mimeType) && !broken) {
    return (
      <span className={previewBox}>
        <img
          src={attachmentHref(file.id)}
          alt={file.fileName}
          loading="lazy"
          width={80}
          height={80}
          className="size-20 object-cover"
          onError={() => setBroken(true)}
        />
      </span>
    );
  }
  const Icon = file.mimeType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <span className={previewBox}>
      <Icon aria-hidden="true" className="size-8 text-slate-600" />
    </span>
  );
}

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
            <Preview file={file} />
            <div className="min-w-0">
              <a
                href={attachmentHref(file.id)}
                aria-describedby={metaId}
                className="rounded-sm font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {file.fileName}
              </a>
              <p id={metaId} className="text-slate-700">
                {heicTypes.has(file.mimeType) && <>Photo (HEIC) · </>}
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
