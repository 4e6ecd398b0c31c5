import { FileText, ImageIcon } from 'lucide-react';
import * as React from 'react';
import { formatFileSize } from '#shared/format';
import type { ClaimAttachment } from '#shared/portal';

/** Where a claim's photo or document is read (and, for a photo, shown). */
export const attachmentHref = (id: number) => `/api/documents/${id}/download`;

/** Photos every browser draws: shown as a small picture. */
const thumbnailTypes = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** iPhone photos: only Safari draws them, so they are a link, never a broken picture. */
const heicTypes = new Set(['image/heic', 'image/heif']);

const previewBox =
  'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100';

function Preview({ file }: { file: ClaimAttachment }) {
  // A picture the server could not give (a file since removed) falls back to the icon.
  const [broken, setBroken] = React.useState(false);
  if (thumbnailTypes.has(file.mimeType) && !broken) {
    return (
      <span className={previewBox}>
        <img
          src={attachmentHref(file.id)}
          alt={file.fileName}
          loading="lazy"
          width={64}
          height={64}
          className="size-16 object-cover"
          onError={() => setBroken(true)}
        />
      </span>
    );
  }
  const Icon = file.mimeType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <span className={previewBox}>
      <Icon aria-hidden="true" className="size-7 text-slate-600" />
    </span>
  );
}

/** What kind of file it is, when the name alone may not say. */
const kindOf = (file: ClaimAttachment) => (heicTypes.has(file.mimeType) ? 'Photo (HEIC)' : null);

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
            <Preview file={file} />
            <div className="min-w-0">
              <a
                href={attachmentHref(file.id)}
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
