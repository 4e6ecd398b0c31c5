import * as React from 'react';
import { cn } from '~/lib/cn';
import { formatMoment } from '#shared/format';

/**
 * A card of one of the client's records (a claim, a request): its heading (`title`, at `level`)
 * with the lines under it (`about`) beside its status `badge`, then the rest (`children`).
 */
export function RecordCard({
  title,
  level,
  about,
  badge,
  className,
  children,
}: {
  title: React.ReactNode;
  level: 3 | 4;
  about: React.ReactNode;
  badge: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${React.useId()}-heading`;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex w-full min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl font-bold text-ink">
            {title}
          </Heading>
          {about}
        </div>
        {badge}
      </div>
      {children}
    </article>
  );
}

/**
 * A record's history on its card, oldest first, as a small timeline: each event's `title`, its
 * time, and what `note` says of it, when anything.
 */
export function RecordHistory<E extends { createdAt: string }>({
  headingId,
  events,
  title,
  note,
}: {
  headingId: string;
  events: E[];
  title: (event: E) => React.ReactNode;
  note: (event: E) => React.ReactNode;
}) {
  const sorted = [...events].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return (
    <ol aria-labelledby={headingId} className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
      {sorted.map((event, index) => (
        <li key={`${event.createdAt}-${index}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-700"
          />
          <p className="font-medium text-ink">{title(event)}</p>
          <p className="text-slate-600">
            <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
          </p>
          {note(event)}
        </li>
      ))}
    </ol>
  );
}
