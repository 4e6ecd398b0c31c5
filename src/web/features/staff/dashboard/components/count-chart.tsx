import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { chartHeight } from '../lib/chart-size';
import { chartColors, chartTick as tick } from '../lib/chart-style';
import type { CountRow } from './count-table';

const { mark: BAR, text: TEXT, grid: GRID } = chartColors;

/**
 * One bar per row, its count written on it. Only a picture of the table beside it: hidden
 * from assistive technology, out of the tab order (recharts' keyboard layer off), no tooltip.
 * `horizontal` lays the bars sideways, for long labels (coverages).
 */
export default function CountChart({
  rows,
  horizontal = false,
}: {
  rows: CountRow[];
  horizontal?: boolean;
}) {
  const data = rows.map((row) => ({ label: row.label, count: row.count }));
  const height = chartHeight(data.length, horizontal);
  return (
    <div aria-hidden="true" className="w-full" data-testid="count-chart">
      <BarChart
        responsive
        width="100%"
        height={height}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 16, right: 24, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={tick} stroke={TEXT} />
            <YAxis
              type="category"
              dataKey="label"
              width={150}
              tick={tick}
              stroke={TEXT}
              interval={0}
            />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={tick} stroke={TEXT} interval={0} />
            <YAxis allowDecimals={false} width={32} tick={tick} stroke={TEXT} />
          </>
        )}
        <Bar dataKey="count" fill={BAR} isAnimationActive={false} maxBarSize={56}>
          <LabelList
            dataKey="count"
            position={horizontal ? 'right' : 'top'}
            fill={TEXT}
            fontSize={12}
          />
        </Bar>
      </BarChart>
    </div>
  );
}
