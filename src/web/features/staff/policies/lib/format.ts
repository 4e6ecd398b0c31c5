import { formatUsd } from '#shared/format';

/** A missing amount (no deductible) reads as a dash, with words for screen readers. */
export const formatMoney = (amount: string | null) => (amount === null ? null : formatUsd(amount));
