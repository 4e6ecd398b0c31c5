import { DownloadButtonLink } from '~/components/ui/download-link';
import { documentHref } from '~/components/ui/file-preview';
import type { PortalDocument } from '#shared/documents';

/** A document's download, in a new tab; the server checks who may read it. */
export function DownloadLink({ document }: { document: Pick<PortalDocument, 'id' | 'fileName'> }) {
  return <DownloadButtonLink href={documentHref(document.id)} fileName={document.fileName} />;
}
