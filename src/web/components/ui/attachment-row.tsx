import * as React from 'react';
import { formatFileSize, formatMoment } from '#shared/format';
import { documentHref, FilePreview, isHeic } from './file-preview';

/**
 * A claim card's compact row (the client's), or the console's full one: a larger picture, and
 * when the file arrived.
 */
const details = {
  compact: {
    preview: 'md',
    link: 'rounded-sm font-semibold break-all text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    meta: 'text-slate-600',
    arrival: false,
  },
  full: {
    preview: 'lg',
    link: 'rounded-sm font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    meta: 'text-slate-700',
    arrival: true,
  },
} as const;

/**
 * One stored file of a list (a claim's photos and documents): its preview, then its name, which
 * opens it, described by what kind of file it is when the name alone may not say (an iPhone
 * photo) and its size.
 */
export function AttachmentRow({
  file,
  detail,
}: {
  file: { id: number; fileName: string; fileSize: number; mimeType: string; uploadedAt: string };
  detail: keyof typeof details;
}) {
  const metaId = React.useId();
  const { preview, link, meta, arrival } = details[detail];
  return (
    <li className="flex min-w-0 items-center gap-3 text-sm">
      <FilePreview file={file} size={preview} />
      <div className="min-w-0">
        <a href={documentHref(file.id)} aria-describedby={metaId} className={link}>
          {file.fileName}
        </a>
        <p id={metaId} className={meta}>
          {isHeic(file.mimeType) && <>Photo (HEIC) · </>}
          {formatFileSize(file.fileSize)}
          {arrival && (
            <>
              {' '}
              · <time dateTime={file.uploadedAt}>{formatMoment(file.uploadedAt)}</time>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
