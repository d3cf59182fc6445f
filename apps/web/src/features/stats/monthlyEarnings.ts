import { type MonthlyEarnings, STATS_MONTHS } from '@atelier/domain';

export interface MonthPoint {
  month: string;
  earnings: number;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** January to December in order; a month without earnings counts as 0. */
export function earningsByMonth(monthly: readonly MonthlyEarnings[]): MonthPoint[] {
  const byMonth = new Map(monthly.map((m) => [m.month, m.earnings]));
  return Array.from({ length: STATS_MONTHS }, (_, i) => ({
    month: MONTH_NAMES[i] ?? String(i + 1),
    earnings: byMonth.get(i + 1) ?? 0,
  }));
}
