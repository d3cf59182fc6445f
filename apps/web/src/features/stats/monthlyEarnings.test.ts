import { describe, expect, it } from 'vitest';
import { earningsByMonth } from './monthlyEarnings';

describe('earningsByMonth', () => {
  it('shows January to December with months without earnings at 0', () => {
    const points = earningsByMonth([
      { month: 3, earnings: 120.5 },
      { month: 12, earnings: 40 },
    ]);
    expect(points.map((p) => p.month)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(points.map((p) => p.earnings)).toEqual([0, 0, 120.5, 0, 0, 0, 0, 0, 0, 0, 0, 40]);
  });
});
