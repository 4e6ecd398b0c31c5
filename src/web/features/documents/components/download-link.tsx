import { Download } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import type { PortalDocument } from '#shared/documents';
import { documentDownloadHref } from '../api/documents';

/** A document's download, in a new tab; the server checks who may read it. */
export function DownloadLink({ document }: { document: Pick<PortalDocument, 'id' | 'fileName'> }) {
  return (
    <a
      href={documentDownloadHref(document.id)}
      target="_blank"
      rel="noopener"
      aria-label={`Download ${document.fileName} (opens in a new tab)`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Download aria-hidden="true" className="size-4" />
      Download
    </a>
  );
}
