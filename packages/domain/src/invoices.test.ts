import { describe, expect, it } from 'vitest';
import { documentNumber, invoiceListQuery, paperSizeFor } from './invoices.ts';

describe('document numbers', () => {
  it('read PREFIX-YYYY-NNNNN, on more digits past 99999', () => {
    expect(documentNumber('INV', 2026, 1)).toBe('INV-2026-00001');
    expect(documentNumber('CN', 2027, 42)).toBe('CN-2027-00042');
    expect(documentNumber('INV', 2026, 123_456)).toBe('INV-2026-123456');
  });
});

describe('paper', () => {
  it('is US Letter in North America and A4 elsewhere, or without an address', () => {
    expect(paperSizeFor('US')).toBe('LETTER');
    expect(paperSizeFor('CA')).toBe('LETTER');
    expect(paperSizeFor('FR')).toBe('A4');
    expect(paperSizeFor(null)).toBe('A4');
  });
});

describe('the invoice list query', () => {
  it('refuses days running backwards and a day that does not exist', () => {
    expect(invoiceListQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(invoiceListQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(invoiceListQuery.safeParse({ from: '2026-03-01', to: '2026-03-02', page: '2', q: 'INV-2026' }).success).toBe(true);
  });
});
