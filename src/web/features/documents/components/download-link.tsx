import { DownloadButtonLink } from '~/components/ui/download-link';
import type { PortalDocument } from '#shared/documents';
import { documentDownloadHref } from '../api/documents';

/** A document's download, in a new tab; the server checks who may read it. */
export function DownloadLink({ document }: { document: Pick<PortalDocument, 'id' | 'fileName'> }) {
  return (
    <DownloadButtonLink href={documentDownloadHref(document.id)} fileName={document.fileName} />
  );
}
