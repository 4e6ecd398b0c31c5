import { FileWarning, FolderOpen } from 'lucide-react';
import * as React from 'react';
import { useDocuments } from '../api/documents';
import { DocumentsList } from './documents-list';
import { DocumentsUpload } from './documents-upload';
import { LoadingCards, PortalNotice } from '~/components/ui/portal-notice';

/** The Documents tab: upload, then the client's documents. */
export function DocumentsTab() {
  const documents = useDocuments();
  const listHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const listHeadingId = React.useId();

  let body;
  if (documents.isPending) {
    body = <LoadingCards label="Loading your documents..." count={1} />;
  } else if (documents.isError) {
    body = (
      <PortalNotice
        tone="error"
        icon={FileWarning}
        title="Unable to Load Documents"
        text="We could not load your documents. Please try again later."
      />
    );
  } else if (documents.data.length === 0) {
    body = (
      <PortalNotice
        icon={FolderOpen}
        title="No Documents Yet"
        text="Upload photos, estimates or letters for your agent, and find what we send you here."
      />
    );
  } else {
    body = <DocumentsList documents={documents.data} headingRef={listHeadingRef} />;
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-ink">Documents</h2>
        <p className="mt-1 text-slate-700">
          Share files with your agent, and download what we have shared with you.
        </p>
      </div>
      <DocumentsUpload />
      <section aria-labelledby={listHeadingId} className="space-y-4">
        <h3
          id={listHeadingId}
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-ink"
        >
          Your documents
        </h3>
        {body}
      </section>
    </div>
  );
}
