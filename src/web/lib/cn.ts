import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on its first call: about 40 ms on a slow phone. An island
 * that renders many classes (the quote form) has it done in a task of its own before its render,
 * so a tap never waits for both at once.
 */
export function prepareCn(): void {
  twMerge('');
}
