import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { PageHero } from '~/components/layout/page-hero';
import { cn } from '~/lib/cn';

/** The hero and the narrow column every account page (log in, register, reset...) uses. */
export function AccountPage({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero heading={heading} text={text} />
      <section className="mx-auto w-full max-w-md px-4 py-12">{children}</section>
    </>
  );
}

/** The white card a form or a result sits in. */
export const cardClasses = 'space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm';

/**
 * Where a form's own error (not a field's) appears. Always in the page, so screen readers
 * announce a message put into it.
 */
export function FormAlert({ message }: { message?: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message && (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * A finished step (registered, reset requested, password changed) in place of its form: a status
 * message that takes the focus, so it is read out and the keyboard continues from there.
 */
export function DonePanel({
  message,
  children,
  className,
}: {
  message: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const status = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => status.current?.focus(), []);
  return (
    <div className={cn(cardClasses, className)}>
      <div ref={status} role="status" tabIndex={-1} className="flex gap-3 focus:outline-none">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <p className="text-ink">{message}</p>
      </div>
      {children}
    </div>
  );
}

/** A link that leaves the account page for the next step (log in, the portal, a new link). */
export const textLinkClasses = 'font-semibold text-brand-800 underline hover:text-brand-900';
