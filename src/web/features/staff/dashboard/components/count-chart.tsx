import { CountBars } from './count-bars';
import type { CountRow } from './count-table';

/**
 * A dashboard chart: only a picture of the table beside it, hidden from assistive technology,
 * out of the tab order (recharts' keyboard layer off), no tooltip.
 */
export default function CountChart({
  rows,
  horizontal = false,
}: {
  rows: CountRow[];
  horizontal?: boolean;
}) {
  return (
    <div aria-hidden="true" className="w-full" data-testid="count-chart">
      <CountBars rows={rows} horizontal={horizontal} />
    </div>
  );
}
