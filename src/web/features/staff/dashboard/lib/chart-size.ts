/**
 * A chart's height in pixels: upright bars share a fixed height; sideways bars (long labels)
 * need room per row. Apart from the chart, so the blank kept while recharts loads is as tall.
 */
export function chartHeight(rows: number, horizontal: boolean): number {
  return horizontal ? Math.max(120, rows * 34 + 40) : 220;
}

/** A report chart's key (what its lines are, which period its bars are) above the plot. */
export const REPORT_KEY_HEIGHT = 32;

/** A report chart's plot with the periods along it (their labels may slant on a narrow screen). */
export const REPORT_TREND_HEIGHT = 280;

/** The funnel chart's plot: four upright bars, as tall as the dashboard's. */
export const REPORT_FUNNEL_HEIGHT = chartHeight(4, false);
