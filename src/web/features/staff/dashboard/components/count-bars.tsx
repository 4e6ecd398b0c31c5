import { Bar, BarChart, CartesianGrid, LabelList, Rectangle, XAxis, YAxis } from 'recharts';
import { chartHeight } from '../lib/chart-size';
import { chartColors, chartTick as tick } from '../lib/chart-style';
import type { CountRow } from './count-table';

const { mark: BAR, text: TEXT, grid: GRID } = chartColors;

/**
 * One bar per row, its count written on it: the dashboard's charts and the report's funnel.
 * `horizontal` lays the bars sideways, for long labels (coverages). `zeros` keeps a row
 * of no count as a bar, so it still says "0": recharts leaves out a bar of no height, and its
 * count, unless the bar has a shape of its own.
 */
export function CountBars({
  rows,
  horizontal = false,
  zeros = false,
}: {
  rows: CountRow[];
  horizontal?: boolean;
  zeros?: boolean;
}) {
  const data = rows.map((row) => ({ label: row.label, count: row.count }));
  return (
    <BarChart
      responsive
      width="100%"
      height={chartHeight(data.length, horizontal)}
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
      <Bar
        dataKey="count"
        fill={BAR}
        shape={zeros ? <Rectangle /> : undefined}
        isAnimationActive={false}
        maxBarSize={56}
      >
        <LabelList
          dataKey="count"
          position={horizontal ? 'right' : 'top'}
          fill={TEXT}
          fontSize={12}
        />
      </Bar>
    </BarChart>
  );
}
