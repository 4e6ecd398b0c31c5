/**
 * Gives the browser a turn (a frame, a tap) between two pieces of work: `scheduler.yield()` where
 * the browser has it, else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}
