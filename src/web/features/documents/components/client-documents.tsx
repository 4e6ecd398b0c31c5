import type { QueryKey } from '@tanstack/react-query';
import * as React from 'react';
import { DownloadLink } from './download-link';
import { FileUpload } from './file-upload';
import { formatFileSize, formatDay } from '#shared/format';
import { type PortalDocument } from '#shared/documents';
import { useUploadClientDocument } from '../api/upload-client-document';
import { ScrollTable } from '~/components/ui/scroll-table';
import { EmptyNote } from '~/components/ui/empty-note';

/**
 * The client's documents, newest first, and an upload into their portal (a declarations page,
 * an ID card), which the client sees marked as from the agency.
 */
export function ClientDocuments({
  clientId,
  clientName,
  documents,
  refreshKey,
}: {
  clientId: string;
  clientName: string;
  documents: PortalDocument[];
  /** The queries that show the client's documents: read again after an upload. */
  refreshKey: QueryKey;
}) {
  const upload = useUploadClientDocument(clientId, refreshKey);
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          Documents
        </h2>
        <p className="mt-1 text-slate-700">
          A file uploaded here appears in {clientName}&apos;s portal, marked as from the agency.
        </p>
      </div>
      <FileUpload upload={upload} />
      {documents.length === 0 ? (
        <EmptyNote>No documents yet.</EmptyNote>
      ) : (
        <ScrollTable
          caption={`Documents of ${clientName}, newest first: ${documents.length}`}
          columns={['File', 'Size', 'Uploaded', 'From', { label: 'Download', srOnly: true }]}
        >
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" className="px-4 py-3 font-medium break-all text-ink">
                {document.fileName}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatFileSize(document.fileSize)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={document.uploadedAt}>{formatDay(document.uploadedAt)}</time>
              </td>
              <td className="px-4 py-3">{document.fromAgency ? 'The agency' : 'The client'}</td>
              <td className="px-4 py-3 text-right">
                <DownloadLink document={document} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
