import { AttachmentRow } from '~/components/ui/attachment-row';
import type { ClaimAttachment } from '#shared/claims';

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
  return (
    <ul aria-labelledby={label} className="space-y-3">
      {attachments.map((file) => (
        <AttachmentRow key={file.id} file={file} detail="compact" />
      ))}
    </ul>
  );
}
