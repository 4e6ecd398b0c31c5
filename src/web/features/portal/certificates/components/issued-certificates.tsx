import { FileText } from 'lucide-react';
import { formatDay } from '#shared/format';
import { type IssuedCertificate, certificateMessages } from '#shared/certificates';
import { DownloadButtonLink } from '~/components/ui/download-link';
import { documentHref } from '~/components/ui/file-preview';

/** The certificates issued to the account, newest first, each to download. */
export function IssuedCertificatesList({ certificates }: { certificates: IssuedCertificate[] }) {
  if (certificates.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
        {certificateMessages.noIssued}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {certificates.map((certificate) => (
        <li key={certificate.id} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
          <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1 text-sm text-slate-700">
            <p className="text-base font-medium break-words text-ink">{certificate.fileName}</p>
            {certificate.holderName && <p className="break-words">For {certificate.holderName}</p>}
            <p>
              {certificate.reference && <>{certificate.reference} · </>}
              Issued{' '}
              <time dateTime={certificate.uploadedAt}>{formatDay(certificate.uploadedAt)}</time>
            </p>
          </div>
          <DownloadButtonLink href={documentHref(certificate.id)} fileName={certificate.fileName} />
        </li>
      ))}
    </ul>
  );
}
