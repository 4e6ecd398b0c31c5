import { cn } from '~/lib/cn';

/**
 * The brand circle with a step's number that the public pages' step lists show (how it works, the
 * claim's steps, what happens after a quote request). Hidden from screen readers: the list numbers
 * the steps for them. `beside`: it stands in a row beside the step's words and keeps its size there.
 */
export function StepNumber({
  number,
  size = 'large',
  beside,
}: {
  number: number;
  size?: 'large' | 'small';
  beside?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex',
        size === 'large' ? 'size-10' : 'size-9',
        beside && 'shrink-0',
        'items-center justify-center rounded-full bg-brand-700',
        size === 'large' && 'text-lg',
        'font-bold text-white',
      )}
    >
      {number}
    </span>
  );
}
