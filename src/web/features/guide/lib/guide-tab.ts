import { defaultGuideTab, guideTabIds, type GuideTabId } from '#content/guide';

/** The tab named by `?tab=`; anything missing or unknown falls back to the default (general). */
export function parseGuideTab(value: string | null | undefined): GuideTabId {
  return guideTabIds.find((id) => id === value) ?? defaultGuideTab;
}
