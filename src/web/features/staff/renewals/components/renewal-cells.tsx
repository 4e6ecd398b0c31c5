import { TriangleAlert } from 'lucide-react';
import { cn } from '~/lib/cn';
import { formatUsd } from '#shared/format';
import {
  lostReasonLabels,
  renewalStatusLabels,
  type RenewalRow,
  type RenewalStatus,
} from '#shared/staff/renewals';

const statusClasses: Record<RenewalStatus, string> = {
  'not-contacted': 'bg-slate-200 text-slate-800',
  'review-booked': 'bg-brand-100 text-brand-900',
  're-marketing': 'bg-amber-100 text-amber-900',
  renewed: 'bg-green-100 text-green-800',
  lost: 'bg-red-100 text-red-800',
};

/** A renewal's status in words, and why the client left when lost. */
export function RenewalStatusBadge({ row }: { row: RenewalRow }) {
  return (
    <>
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold max-md:rounded-md md:whitespace-nowrap',
          statusClasses[row.status],
        )}
      >
        {renewalStatusLabels[row.status]}
      </span>
      {row.status === 'lost' && row.lostReason && (
        <span className="mt-1 block text-xs text-slate-700">
          {lostReasonLabels[row.lostReason]}
        </span>
      )}
    </>
  );
}

/** The risk flag: an icon and the words, never colour alone. */
export function RiskFlag() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      At risk
    </span>
  );
}

/** `+13.4 %`, `−4.0 %`, or the dollars when the current premium is 0 (`+$120.00`). */
export function changeFigure(change: NonNullable<RenewalRow['change']>): string {
  const value = change.percent ?? Number(change.amount);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  if (change.percent === null) return `${sign}${formatUsd(String(Math.abs(value)))}`;
  return `${sign}${Math.abs(value).toFixed(1)} %`;
}

/** `$1,234.00 → $1,400.00 (+13.4 %)`, or null while the next term is not known. */
export function changeText(row: RenewalRow): string | null {
  if (!row.nextTerm || !row.change) return null;
  return `${formatUsd(row.premium)} → ${formatUsd(row.nextTerm.premium)} (${changeFigure(row.change)})`;
}

/** The premium change and, at or above the threshold, the risk flag. */
export function PremiumChange({ row }: { row: RenewalRow }) {
  const text = changeText(row);
  if (!text) return <span className="text-slate-700">Not known yet</span>;
  return (
    <>
      <span className="block">{text}</span>
      {row.risk && (
        <span className="mt-1 block">
          <RiskFlag />
        </span>
      )}
    </>
  );
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** `in 20 days`, `today`, `5 days ago`. */
export function daysLeftWords(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  return daysLeft > 0 ? `in ${days(daysLeft)}` : `${days(-daysLeft)} ago`;
}
