import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * An empty or failed list: an icon, a title, a line of text and what to do next. A failure is an
 * alert, so a screen reader hears it when the retries give up.
 */
export function PortalNotice({
  icon: Icon,
  title,
  text,
  tone = 'neutral',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone?: 'neutral' | 'error';
  children?: React.ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'rounded-lg border p-8 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mx-auto size-10', tone === 'error' ? 'text-red-700' : 'text-brand-700')}
      />
      <h3 className="mt-3 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-slate-700">{text}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** Placeholder cards while a list loads; the words are for screen readers. */
export function LoadingCards({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true" className="grid gap-5 md:grid-cols-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-48 animate-pulse rounded-lg border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}

/** A small label on a card (policy or claim status). */
export function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Label and value pairs of a card. */
export function Facts({
  items,
}: {
  items: { label: string; value: React.ReactNode; wide?: boolean }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'col-span-2' : undefined}>
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="font-medium text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
