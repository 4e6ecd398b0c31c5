import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  XAxis,
  YAxis,
  useChartWidth,
  type YAxisProps,
} from 'recharts';
import type { ReportPeriod, ReportRow } from '#shared/staff/dashboard';
import { REPORT_KEY_HEIGHT, REPORT_TREND_HEIGHT } from '../lib/chart-size';
import { chartColors, chartTick as tick } from '../lib/chart-style';
import { CountBars } from './count-bars';
import type { CountRow } from './count-table';

/*
 * The report's charts: each a picture of the table below it, drawing the same numbers. Like the
 * dashboard's, they are hidden from assistive technology (the tables say it all), out of the tab
 * order (recharts' keyboard layer off), without tooltips or animation.
 */

const { mark: MARK, text: TEXT, grid: GRID, paper: PAPER } = chartColors;
const MARGIN = { top: 16, right: 24, bottom: 4, left: 4 };

/** The hours of the promise to answer a new lead. */
const PROMISE_HOURS = 24;

interface ChartProps {
  period: ReportPeriod;
  /** The report's periods, the current one last. */
  rows: ReportRow[];
  /** A period's label, as its table gives it. */
  label: (row: ReportRow) => string;
}

/** One decimal, as the tables print them; nothing stays nothing (a gap in the line). */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** A line of a trend chart: its value per period and its look, solid or hollow dots. */
interface TrendLine {
  key: string;
  /** What the line is, in the chart's key. */
  name: string;
  value: (row: ReportRow) => number | null;
  color: string;
  filled: boolean;
}

const responseLines: TrendLine[] = [
  {
    key: 'median',
    name: 'Median hours',
    value: (row) => row.response.medianHours,
    color: MARK,
    filled: true,
  },
  {
    key: 'p90',
    name: '90th percentile hours',
    value: (row) => row.response.p90Hours,
    color: TEXT,
    filled: false,
  },
];

const retentionLines: TrendLine[] = [
  {
    key: 'retention',
    name: 'Retention',
    value: (row) => (row.retention.rate === null ? null : row.retention.rate * 100),
    color: MARK,
    filled: true,
  },
];

/**
 * The median and the 90th percentile hours to first contact per period, against the 24-hour
 * promise. A period without a contacted lead leaves a gap in both lines.
 */
export function ResponseChart({ rows, label }: ChartProps) {
  return (
    <TrendChart
      testId="response-chart"
      rows={rows}
      label={label}
      lines={responseLines}
      yAxis={{ width: 40, domain: [0, 'auto'] }}
      reference={
        <ReferenceLine
          y={PROMISE_HOURS}
          stroke={TEXT}
          strokeWidth={1.5}
          strokeDasharray="6 4"
          ifOverflow="extendDomain"
          label={{ value: '24-hour promise', position: 'insideTopLeft', fill: TEXT, fontSize: 12 }}
        />
      }
    />
  );
}

/**
 * The current period's funnel, the table's last row: new, contacted, quoted and won as upright
 * bars like the dashboard's, each with its count on it, a step with none too.
 */
export function FunnelChart({ period, rows, label }: ChartProps) {
  const current = rows.at(-1);
  if (!current) return null;
  const { funnel } = current;
  const steps: CountRow[] = [
    { key: 'new', label: 'New', count: funnel.new },
    { key: 'contacted', label: 'Contacted', count: funnel.contacted },
    { key: 'quoted', label: 'Quoted', count: funnel.quoted },
    { key: 'won', label: 'Won', count: funnel.won },
  ];
  return (
    <div aria-hidden="true" className="w-full" data-testid="funnel-chart">
      <p className="text-sm text-slate-700" style={{ minHeight: REPORT_KEY_HEIGHT }}>
        {label(current)}, the current {period}
      </p>
      <CountBars rows={steps} zeros />
    </div>
  );
}

/** Renewal retention per period in percent; a gap where no term ended. */
export function RetentionChart({ rows, label }: ChartProps) {
  return (
    <TrendChart
      testId="retention-chart"
      rows={rows}
      label={label}
      lines={retentionLines}
      yAxis={{
        width: 48,
        domain: [0, 100],
        ticks: [0, 25, 50, 75, 100],
        tickFormatter: (value: number) => `${value}\u00a0%`,
      }}
    />
  );
}

/**
 * Lines over the report's periods, one decimal each. A chart of several lines has a key above
 * it (one line is named by its figure's heading); the first line is drawn last, on top.
 */
function TrendChart({
  testId,
  rows,
  label,
  lines,
  yAxis,
  reference,
}: Omit<ChartProps, 'period'> & {
  testId: string;
  lines: TrendLine[];
  yAxis: { width: number } & Pick<YAxisProps, 'domain' | 'ticks' | 'tickFormatter'>;
  /** A level to read the lines against, drawn under them. */
  reference?: ReactNode;
}) {
  const data = rows.map((row) => ({
    label: label(row),
    ...Object.fromEntries(lines.map((line) => [line.key, oneDecimal(line.value(row))])),
  }));
  return (
    <div aria-hidden="true" className="w-full" data-testid={testId}>
      {lines.length > 1 && (
        <ul
          className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700"
          style={{ minHeight: REPORT_KEY_HEIGHT }}
        >
          {lines.map((line) => (
            <KeyItem key={line.key} marker={<LineMarker color={line.color} filled={line.filled} />}>
              {line.name}
            </KeyItem>
          ))}
        </ul>
      )}
      <LineChart
        responsive
        width="100%"
        height={REPORT_TREND_HEIGHT}
        data={data}
        margin={MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} vertical={false} />
        <PeriodAxis labels={data.map((point) => point.label)} yAxisWidth={yAxis.width} />
        <YAxis {...yAxis} tick={tick} stroke={TEXT} />
        {reference}
        {[...lines].reverse().map((line) => (
          <Line
            key={line.key}
            dataKey={line.key}
            type="linear"
            stroke={line.color}
            strokeWidth={2}
            dot={{
              r: line.filled ? 4 : 5,
              fill: line.filled ? line.color : PAPER,
              stroke: line.color,
              strokeWidth: 2,
            }}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}

/** A 12-pixel label's width per character, a little over the average, in pixels. */
const CHARACTER_WIDTH = 7;

/**
 * The periods along the bottom, every one labelled. Upright where each has room for its label;
 * slanted otherwise (eight weeks on a phone), the first one kept inside the chart.
 */
function PeriodAxis({ labels, yAxisWidth }: { labels: string[]; yAxisWidth: number }) {
  const chartWidth = useChartWidth() ?? 0;
  const labelWidth = Math.max(1, ...labels.map((text) => text.length)) * CHARACTER_WIDTH;
  const plotWidth = chartWidth - MARGIN.left - MARGIN.right - yAxisWidth;
  const upright = plotWidth / Math.max(1, labels.length) >= labelWidth + 8;
  const common = { dataKey: 'label', interval: 0, tick, stroke: TEXT } as const;
  if (upright) {
    const half = Math.ceil(labelWidth / 2);
    return (
      <XAxis
        {...common}
        height={30}
        padding={{
          left: Math.max(16, half - yAxisWidth - MARGIN.left),
          right: Math.max(16, half - MARGIN.right),
        }}
      />
    );
  }
  // At 45°, a label reaches as far left and down as its width × √½.
  const reach = Math.ceil(labelWidth * Math.SQRT1_2);
  return (
    <XAxis
      {...common}
      angle={-45}
      textAnchor="end"
      height={reach + 20}
      padding={{ left: Math.max(16, reach - yAxisWidth - MARGIN.left), right: 16 }}
    />
  );
}

function KeyItem({ marker, children }: { marker: ReactNode; children: string }) {
  return (
    <li className="flex items-center gap-2">
      {marker}
      {children}
    </li>
  );
}

/**
 * A line's look in the key: a stroke through its marker, filled or hollow (the hollow ring a
 * little wider, so it shows around a median's marker on the same value).
 */
function LineMarker({ color, filled }: { color: string; filled: boolean }) {
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" className="shrink-0">
      <line x1="0" y1="6" x2="28" y2="6" stroke={color} strokeWidth="2" />
      <circle
        cx="14"
        cy="6"
        r={filled ? 4 : 5}
        fill={filled ? color : PAPER}
        stroke={color}
        strokeWidth="2"
      />
    </svg>
  );
}
