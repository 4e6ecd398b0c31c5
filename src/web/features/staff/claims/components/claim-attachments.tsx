import { AttachmentRow } from '~/components/ui/attachment-row';
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
  if (attachments.length === 0) {
    return <p className="text-sm text-slate-700">The client sent no photos or documents.</p>;
  }
  return (
    <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
      {attachments.map((file) => (
        <AttachmentRow key={file.id} file={file} detail="full" />
      ))}
    </ul>
  );
}
