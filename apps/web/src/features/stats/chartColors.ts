// Chart colours come from the theme tokens, so charts follow the shop's palette.
export const CHART_COLORS = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
] as const;

export const AXIS_TICK = { fill: 'var(--color-muted)', fontSize: 12 };
export const GRID_STROKE = 'var(--color-line)';
