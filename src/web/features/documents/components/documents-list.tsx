import { FileText, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { formatFileSize, formatDay } from '#shared/format';
import { type PortalDocument } from '#shared/documents';
import { useDeleteDocument } from '../api/documents';
import { DownloadLink } from './download-link';
import { Badge } from '~/components/ui/portal-notice';

/**
 * The client's documents: name, size, upload date, who put it there; Download opens the file in
 * a new tab, Delete asks first. After a delete, focus goes to the list's heading (the row and its
 * button are gone); after Cancel, back to the Delete button.
 */
export function DocumentsList({
  documents,
  headingRef,
}: {
  documents: PortalDocument[];
  /** Where focus goes once a document is deleted. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const [confirming, setConfirming] = React.useState<PortalDocument | null>(null);
  const returnFocus = React.useRef<HTMLElement | null>(null);
  const remove = useDeleteDocument();

  function cancel() {
    setConfirming(null);
    returnFocus.current?.focus();
  }

  function confirm(document: PortalDocument) {
    setConfirming(null);
    remove.mutate(document.id, {
      onSuccess: () => headingRef.current?.focus(),
      onError: () => returnFocus.current?.focus(),
    });
    // Until the list reloads, focus stays on the row's button (inactive while deleting).
    returnFocus.current?.focus();
  }

  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {documents.map((document) => {
          const deleting = remove.isPending && remove.variables === document.id;
          return (
            <li key={document.id} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
              <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">{document.fileName}</p>
                <p className="text-sm text-slate-600">
                  {formatFileSize(document.fileSize)} · Uploaded {formatDay(document.uploadedAt)}
                </p>
                {document.fromAgency && (
                  <Badge className="mt-2 bg-sun-100 text-ink">From your agent</Badge>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                <DownloadLink document={document} />
                {document.canDelete && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    // Not `disabled`: the browser would drop the focus it holds until the list
                    // reloads and focus moves to the heading.
                    aria-disabled={deleting}
                    aria-label={`Delete ${document.fileName}`}
                    className="text-red-800 hover:bg-red-50 aria-disabled:opacity-60"
                    onClick={(event) => {
                      if (deleting) return;
                      returnFocus.current = event.currentTarget;
                      setConfirming(document);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {deleting ? 'Deleting...' : 'Delete'}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this document?"
        description={
          <>
            <span className="font-medium text-ink">{confirming?.fileName}</span> will be removed
            from your portal. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => confirming && confirm(confirming)}
        onCancel={cancel}
      />
    </>
  );
}
