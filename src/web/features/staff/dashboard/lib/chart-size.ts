/**
 * A chart's height in pixels: upright bars share a fixed height; sideways bars (long labels)
 * need room per row. Apart from the chart, so the blank kept while recharts loads is as tall.
 */
export function chartHeight(rows: number, horizontal: boolean): number {
  return horizontal ? Math.max(120, rows * 34 + 40) : 220;
}
