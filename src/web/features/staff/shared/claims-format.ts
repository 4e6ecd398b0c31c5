import { claimMessages } from '#shared/claims';
import { formatUsd } from '#shared/format';

export const formatAge = (days: number) =>
  days === 0 ? 'Today' : `${days} ${days === 1 ? 'day' : 'days'}`;

/** An estimate not given yet reads as Pending, as in the client's portal. */
export const formatAmount = (amount: string | null) =>
  amount === null ? claimMessages.amountPending : formatUsd(amount);
