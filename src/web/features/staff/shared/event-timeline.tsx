import { Lock } from 'lucide-react';
import type * as React from 'react';
import { formatMoment } from '#shared/format';

/** A record's history in the console, oldest first: a dot per event on a line down its left. */
export function EventTimeline({
  headingId,
  children,
}: {
  headingId: string;
  children: React.ReactNode;
}) {
  return (
    <ol aria-labelledby={headingId} className="space-y-4 border-l-2 border-brand-100 pl-5">
      {children}
    </ol>
  );
}

/** One event: what happened, when and by whom (`who`), then its notes (`children`). */
export function TimelineEvent({
  title,
  createdAt,
  who,
  children,
}: {
  title: React.ReactNode;
  createdAt: string;
  who: { name: string; role: string } | null;
  children?: React.ReactNode;
}) {
  return (
    <li className="relative text-sm">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.55rem] size-2.5 rounded-full bg-brand-700"
      />
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-slate-700">
        <time dateTime={createdAt}>{formatMoment(createdAt)}</time> ·{' '}
        {who ? `by ${who.name} (${who.role})` : 'who: not recorded'}
      </p>
      {children}
    </li>
  );
}

/** A note the client was sent with the event. */
export function ClientNote({ text }: { text: string }) {
  return (
    <div className="mt-2 rounded-md bg-slate-50 px-3 py-2">
      <p className="text-xs font-semibold text-slate-700">Note to the client</p>
      <p className="whitespace-pre-line text-ink">{text}</p>
    </div>
  );
}

/** A note for the staff alone, marked so (and said so to a screen reader). */
export function InternalNote({ text }: { text: string }) {
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <p className="flex items-center gap-1 text-xs font-semibold text-amber-900">
        <Lock aria-hidden="true" className="size-3.5" />
        Internal<span className="sr-only"> note, staff only:</span>
      </p>
      <p className="whitespace-pre-line text-ink">{text}</p>
    </div>
  );
}
