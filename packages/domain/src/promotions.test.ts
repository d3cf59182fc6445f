import { describe, expect, it } from 'vitest';
import { promotionBody, promotionState } from './promotions.ts';

const fieldsOf = (input: unknown) => {
  const result = promotionBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a promotion as an admin writes it', () => {
  it('takes a code of letters, digits, - and _, and none for an automatic promotion', () => {
    expect(promotionBody.parse({ code: 'WELCOME-10_a', label: 'Welcome', kind: 'percentage', value: 10 }).code).toBe(
      'WELCOME-10_a',
    );
    expect(promotionBody.parse({ code: '', label: 'Jewellery', kind: 'percentage', value: 20 }).code).toBeNull();
    expect(fieldsOf({ code: 'no spaces', label: 'x', kind: 'fixed', value: 5 })).toEqual({
      code: 'Code must be 3 to 32 letters, digits, - or _',
    });
    expect(fieldsOf({ code: 'AB', label: 'x', kind: 'fixed', value: 5 })).toHaveProperty('code');
  });

  it('names a percentage over 90 and an end before the start', () => {
    expect(
      fieldsOf({
        label: 'Too much',
        kind: 'percentage',
        value: 95,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      }),
    ).toEqual({ value: 'Percentage must be a whole number from 1 to 90', endsAt: 'End must be after the start' });
  });

  it('refuses an amount off in fractions of a cent, and a label too long', () => {
    expect(fieldsOf({ label: 'x'.repeat(61), kind: 'fixed', value: 5.001 })).toEqual({
      label: 'Label must be at most 60 characters',
      value: 'Amount off must be in whole cents',
    });
  });
});

describe('the state of a promotion', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const base = { active: true, startsAt: null, endsAt: null, usageLimit: null, used: 0 };
  it('is scheduled before its start, expired after its end, used up at its limit', () => {
    expect(promotionState({ ...base, startsAt: '2026-11-28T00:00:00Z' }, now)).toBe('scheduled');
    expect(promotionState({ ...base, endsAt: '2026-11-27T00:00:00Z' }, now)).toBe('expired');
    expect(promotionState({ ...base, usageLimit: 5, used: 5 }, now)).toBe('used up');
    expect(promotionState(base, now)).toBe('active');
    expect(promotionState({ ...base, active: false }, now)).toBe('inactive');
  });
});
