// The site's colours (src/web/app.css): brand-700 marks, slate-700 text, slate-200 grid.
export const chartColors = {
  mark: '#1f4c82',
  text: '#334155',
  grid: '#e2e8f0',
  /** What a hollow marker is filled with: the card behind the chart. */
  paper: '#ffffff',
} as const;

/** An axis's tick labels. */
export const chartTick = { fill: chartColors.text, fontSize: 12 };
