import { defaultGuideTab, guideTabIds, type GuideTabId } from '../../../../../content/guide';

/** The tab named by `?tab=`; anything missing or unknown falls back to the default (general). */
export function parseGuideTab(value: string | null | undefined): GuideTabId {
  return guideTabIds.find((id) => id === value) ?? defaultGuideTab;
}

/** The tab a key press moves to in a horizontal tablist (WAI-ARIA tabs pattern), or null. */
export function tabForKey(key: string, current: GuideTabId): GuideTabId | null {
  const index = guideTabIds.indexOf(current);
  const last = guideTabIds.length - 1;
  switch (key) {
    case 'ArrowRight':
      return guideTabIds[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
      return guideTabIds[index === 0 ? last : index - 1]!;
    case 'Home':
      return guideTabIds[0];
    case 'End':
      return guideTabIds[last]!;
    default:
      return null;
  }
}
