/**
 * The tab a key press moves to in a horizontal tablist (WAI-ARIA tabs pattern): the arrows wrap
 * around, Home and End go to the ends; null for any other key.
 */
export function tabForKey<T>(key: string, tabs: readonly T[], current: T): T | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
      return tabs[index === 0 ? last : index - 1]!;
    case 'Home':
      return tabs[0]!;
    case 'End':
      return tabs[last]!;
    default:
      return null;
  }
}
