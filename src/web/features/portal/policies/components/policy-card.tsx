import { CalendarClock, CircleAlert, FilePen, MessageCircle, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import { helpWindowIds } from '~/lib/help-windows';
import { daysBetween } from '#shared/agency-time';
import { serviceMessages } from '#shared/change-requests';
import { type Policy, expiryWarning, policyMessages } from '#shared/policies';
import { formatDay, formatUsd, formatCalendarDate } from '#shared/format';
import { Badge, Facts } from '~/components/ui/portal-notice';
import { usePoliciesCurrentAsOf } from '../api/policies';
import { PolicyReport } from './policy-report';

const statusClasses: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The warning a card shows. "Expires in N days" is for a policy still in force: a cancelled one
 * will not expire, so it gets none; any policy past its date has expired.
 */
export function policyWarning(policy: Policy, today: string): string | null {
  const warning = expiryWarning(policy.expirationDate, today);
  if (warning === policyMessages.policyExpired) return warning;
  return policy.status === 'active' ? warning : null;
}

/** How many days before expiry a card offers the renewal's next steps: the first reminder's. */
const renewalWindowDays = Math.max(60, ...agency.renewals.reminderDays);

/**
 * A policy in force that renews within the reminders' window: the day, and two next steps, a
 * review booked with an agent or a word with one now (the live chat).
 */
function RenewalSteps({ policy, today }: { policy: Policy; today: string }) {
  const daysLeft = daysBetween(today, policy.expirationDate);
  if (policy.status !== 'active' || daysLeft < 1 || daysLeft > renewalWindowDays) return null;
  return (
    <div className="space-y-3 rounded-md border border-brand-200 bg-brand-50 p-3">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          Renews on{' '}
          <time dateTime={policy.expirationDate}>{formatCalendarDate(policy.expirationDate)}</time>
        </span>
      </p>
      <p className="text-sm text-slate-700">
        A few minutes with your agent before then makes sure the coverage and the price still fit.
      </p>
      {/* Staff viewing the client's portal (a disabled fieldset) do not book for them. */}
      <div className="flex flex-wrap gap-2 [fieldset:disabled_&]:hidden">
        <Link
          to={`${href('/client-portal/appointments')}?policy=${policy.id}&topic=renewal`}
          aria-label={`Book a review of policy ${policy.policyNumber}`}
          className={buttonVariants({ size: 'sm' })}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          Book a review
        </Link>
        <button
          type="button"
          data-launcher-open={helpWindowIds.liveChat}
          aria-haspopup="dialog"
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Talk to my agent
        </button>
      </div>
    </div>
  );
}

/**
 * When the agency last confirmed the policy's information, once that is known: nothing while it
 * loads or if it cannot be read (the card does not wait for it).
 */
function CurrentAsOf({ policyId }: { policyId: number }) {
  const currentAsOf = usePoliciesCurrentAsOf();
  const instant = currentAsOf.data?.[policyId];
  if (!instant) return null;
  return (
    <p className="text-sm text-slate-600">
      {policyMessages.currentAsOf} <time dateTime={instant}>{formatDay(instant)}</time>
    </p>
  );
}

/**
 * One policy: type, carrier, number, money, dates, status and its expiry warning; under them how
 * fresh that information is, and a way to tell the agency of a mistake.
 */
export function PolicyCard({ policy, today }: { policy: Policy; today: string }) {
  const headingId = React.useId();
  const warning = policyWarning(policy, today);
  const expired = warning === policyMessages.policyExpired;
  const Icon = expired ? CircleAlert : TriangleAlert;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-ink">
            {policy.policyType}
          </h3>
          <p className="text-slate-700">{policy.carrier}</p>
        </div>
        <Badge className={statusClasses[policy.status] ?? 'bg-slate-100 text-slate-800'}>
          {capitalize(policy.status)}
        </Badge>
      </div>
      {warning && (
        <p
          className={
            expired
              ? 'flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800'
              : 'flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900'
          }
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {warning}
        </p>
      )}
      <RenewalSteps policy={policy} today={today} />
      <Facts
        items={[
          { label: 'Policy number', value: policy.policyNumber, wide: true },
          { label: 'Premium', value: formatUsd(policy.premium) },
          {
            label: 'Deductible',
            value: policy.deductible === null ? 'None' : formatUsd(policy.deductible),
          },
          {
            label: 'Effective',
            value: (
              <time dateTime={policy.effectiveDate}>
                {formatCalendarDate(policy.effectiveDate)}
              </time>
            ),
          },
          {
            label: expired ? 'Expired' : 'Expires',
            value: (
              <time dateTime={policy.expirationDate}>
                {formatCalendarDate(policy.expirationDate)}
              </time>
            ),
          },
        ]}
      />
      <div className="mt-auto space-y-2 border-t border-slate-200 pt-4">
        <CurrentAsOf policyId={policy.id} />
        {policy.status === 'active' && (
          <Link
            to={`${href('/client-portal/change')}?policy=${policy.id}`}
            aria-label={`${serviceMessages.makeChange} to policy ${policy.policyNumber}`}
            // Staff viewing the client's portal (a disabled fieldset) cannot ask for a change.
            className={cn(buttonVariants({ variant: 'outline' }), '[fieldset:disabled_&]:hidden')}
          >
            <FilePen aria-hidden="true" className="size-4" />
            {serviceMessages.makeChange}
          </Link>
        )}
        <PolicyReport policy={policy} />
      </div>
    </article>
  );
}
