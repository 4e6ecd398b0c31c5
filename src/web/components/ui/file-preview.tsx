import { FileText, ImageIcon } from 'lucide-react';
import * as React from 'react';
import { documentEndpoints } from '#shared/documents';
import { urlOf } from '~/lib/api';

/** Where a stored document is read (and, for a photo, shown). */
export const documentHref = (id: number) => urlOf(documentEndpoints.download, { params: { id } });

/** Photos every browser draws: shown as a small picture. */
const thumbnailTypes = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** iPhone photos: only Safari draws them, so they are a link, never a broken picture. */
export const isHeic = (mimeType: string) => mimeType === 'image/heic' || mimeType === 'image/heif';

const sizes = {
  md: { box: 'size-16', px: 64, icon: 'size-7' },
  lg: { box: 'size-20', px: 80, icon: 'size-8' },
} as const;

/**
 * A file's preview in a list (a claim's photos and documents): a small picture of a JPEG, PNG or
 * GIF, an icon for the rest, and for a picture the server cannot give (a file since removed).
 */
export function FilePreview({
  file,
  size = 'md',
}: {
  file: { id: number; fileName: string; mimeType: string };
  size?: keyof typeof sizes;
}) {
  const [broken, setBroken] = React.useState(false);
  const { box, px, icon } = sizes[size];
  const boxClasses = `flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100`;
  if (thumbnailTypes.has(file.mimeType) && !broken) {
    return (
      <span className={boxClasses}>
        <img
          src={documentHref(file.id)}
          alt={file.fileName}
          loading="lazy"
          width={px}
          height={px}
          className={`${box} object-cover`}
          onError={() => setBroken(true)}
        />
      </span>
    );
  }
  const Icon = file.mimeType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <span className={boxClasses}>
      <Icon aria-hidden="true" className={`${icon} text-slate-600`} />
    </span>
  );
}
