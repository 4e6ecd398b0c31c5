import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { PageHero } from '~/components/layout/page-hero';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { cn } from '~/lib/cn';
import type { ApiForm } from '~/lib/use-api-form';
import { KEEP_SIGNED_IN_DAYS } from '#shared/auth';

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

/**
 * An account page's form in its card: the form's own error first, then the fields, then the one
 * wide submit button, which says `busy` while the request is out. `disabled` holds it back until
 * the page is hydrated where a press before that would post the form natively.
 */
export function AccountForm({
  api,
  submit,
  busy,
  disabled,
  alert,
  after,
  children,
}: {
  api: Pick<ApiForm<FieldValues, unknown>, 'onSubmit' | 'pending' | 'formError'>;
  submit: string;
  busy: string;
  disabled?: boolean;
  /** Said in place of the form's own error when it has none (a failed single sign-on). */
  alert?: string;
  /** Below the button, inside the card (the forgotten-password link). */
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form noValidate onSubmit={api.onSubmit} className={cardClasses}>
      <FormAlert message={api.formError ?? alert} />
      {children}
      <Button type="submit" className="w-full" size="lg" disabled={disabled || api.pending}>
        {api.pending ? busy : submit}
      </Button>
      {after}
    </form>
  );
}

const nameFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, for a new account. */
export function NameFields<T extends { firstName: string; lastName: string }>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {nameFields.map(({ name, ...field }) => (
        <TextField key={name} form={form} name={name as Path<T>} required {...field} />
      ))}
    </div>
  );
}

/** The account's e-mail address: `username` where it signs in, `email` where it is given. */
export function EmailField<T extends { email: string }>({
  form,
  autoComplete,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  autoComplete: 'username' | 'email';
}) {
  const name = 'email' as Path<T>;
  return (
    <TextField
      form={form}
      name={name}
      label="Email"
      required
      type="email"
      autoComplete={autoComplete}
    />
  );
}

/** "Keep me signed in": a client's session then outlives the browser, for 30 days. */
export function KeepSignedInField<T extends { remember?: boolean }>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...form.register('remember' as Path<T>)}
      />
      Keep me signed in on this device for {KEEP_SIGNED_IN_DAYS} days
    </label>
  );
}

/** The line under a card that offers the other way (log in, create an account). */
export function AccountNote({
  text,
  to,
  link,
  className = 'mt-6 text-center',
}: {
  text: string;
  to: string;
  link: string;
  className?: string;
}) {
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      {text}{' '}
      <Link to={to} className={textLinkClasses}>
        {link}
      </Link>
    </p>
  );
}
