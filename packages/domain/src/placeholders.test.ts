import { describe, expect, it } from 'vitest';
import { escapeMarkdown, fillPlaceholders } from './placeholders.ts';

describe('fillPlaceholders', () => {
  it('writes in each placeholder the shop has a value for, wherever and however often it appears', () => {
    const text = 'Free from {{freeShippingFrom}}; delivery from {{ deliveryFrom }}, never more than {{freeShippingFrom}}.';
    expect(fillPlaceholders(text, { freeShippingFrom: '$100.00', deliveryFrom: '$5.95' })).toBe(
      'Free from $100.00; delivery from $5.95, never more than $100.00.',
    );
  });

  it('leaves an unknown placeholder as written, and one the data gives no value now', () => {
    const text = '{{freeShipingFrom}} {{toString}} {{constructor}} {{freeShippingFrom}} {single} {{deliveryFrom}}';
    expect(fillPlaceholders(text, { deliveryFrom: '$5.95' })).toBe(
      '{{freeShipingFrom}} {{toString}} {{constructor}} {{freeShippingFrom}} {single} $5.95',
    );
  });

  it('passes each value through the escape given', () => {
    expect(fillPlaceholders('In {{homeZone}}', { homeZone: 'US *and* Canada' }, (value) => value.replaceAll('*', '\\*'))).toBe(
      'In US \\*and\\* Canada',
    );
  });
});

describe('escapeMarkdown', () => {
  it('escapes what Markdown would read as its own, so a name with stars or brackets reads as written', () => {
    expect(escapeMarkdown('US *and* [Canada] #1 | $5.95 & more')).toBe('US \\*and\\* \\[Canada\\] \\#1 \\| $5\\.95 \\& more');
  });
});
