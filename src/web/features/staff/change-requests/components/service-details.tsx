import { Download } from 'lucide-react';
import { documentHref } from '~/components/ui/file-preview';
import { formatFileSize, formatMoment } from '#shared/format';
import type { StaffServiceRequest } from '#shared/staff/change-requests';
import { detailItems, type DetailItem } from '../lib/details';

function DetailList({ items, nested = false }: { items: DetailItem[]; nested?: boolean }) {
  return (
    <dl
      className={
        nested
          ? 'mt-1 space-y-1 border-l-2 border-slate-200 pl-3'
          : 'grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2'
      }
    >
      {items.map((item) => (
        <div key={item.key}>
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-ink">
            {typeof item.value === 'string' ? item.value : <DetailList items={item.value} nested />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the client asked: the type's fields in words, their own note, and the files they sent. */
export function ServiceDetails({ request }: { request: StaffServiceRequest }) {
  const items = detailItems(request.details, request.type);
  return (
    <div className="space-y-5">
      {items.length > 0 ? (
        <DetailList items={items} />
      ) : (
        <p className="text-sm text-slate-700">No details beyond the summary.</p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-ink">The client's note</h3>
        {request.note ? (
          <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-ink">
            {request.note}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">No note.</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">Files</h3>
        {request.attachments.length > 0 ? (
          <ul className="mt-1 space-y-2 text-sm">
            {request.attachments.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-x-2">
                <a
                  href={documentHref(file.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1.5 font-medium break-all text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  {file.fileName}
                  <span className="sr-only"> (download, opens in a new tab)</span>
                </a>
                <span className="text-slate-600">
                  {formatFileSize(file.fileSize)}, sent{' '}
                  <time dateTime={file.uploadedAt}>{formatMoment(file.uploadedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-700">No files.</p>
        )}
      </div>
    </div>
  );
}
