// The ranges the Analytics screen offers, as the dates (UTC, both included) the reports read.
import type { AnalyticsRange } from '@atelier/domain';

export const RANGE_CHOICES = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '12m', label: 'Last 12 months', days: 365 },
  { value: 'custom', label: 'Custom', days: 0 },
] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number]['value'];

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The `days` days ending today. */
export function lastDays(days: number, today = new Date()): AnalyticsRange {
  return { from: isoDay(new Date(today.getTime() - (days - 1) * 86_400_000)), to: isoDay(today) };
}
