import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines, guardedCell, unguardedCell } from './csvCells.ts';

// OWASP's list of what a spreadsheet runs at the start of a cell.
const FORMULA_STARTS = [
  ['=', '=HYPERLINK("http://evil.example","Click")'],
  ['+', '+1+cmd|" /C calc"!A0'],
  ['-', '-2+3+cmd|" /C calc"!A0'],
  ['@', '@SUM(A1:A9)'],
  ['a tab', '\t=1+1'],
  ['a carriage return', '\r=1+1'],
] as const;

describe('a cell the shop writes', () => {
  it.each(FORMULA_STARTS)('is text, not a formula, when it starts with %s', (_, text) => {
    expect(guardedCell(text)).toBe(`'${text}`);
  });

  it.each(FORMULA_STARTS)('imports back as it was when it started with %s', (_, text) => {
    expect(unguardedCell(guardedCell(text))).toBe(text);
  });

  it('keeps ordinary text as it is, those characters further in included', () => {
    for (const text of ['Linen dress', 'ann@example.com', 'Dress - blue', '1 + 1 = 2', "Rock 'n' roll", 'a\ttab']) {
      expect(guardedCell(text)).toBe(text);
      expect(unguardedCell(text)).toBe(text);
    }
  });

  it('keeps prices, stock and negative amounts numbers a spreadsheet can add up', () => {
    expect(['120.00', '0.99', 7, 0, '-16.25', -3].map(guardedCell)).toEqual(['120.00', '0.99', '7', '0', '-16.25', '-3']);
  });

  it('is empty for a value that is not there', () => {
    expect([null, undefined].map(guardedCell)).toEqual(['', '']);
  });

  it('keeps a quote that does not guard a formula when imported', () => {
    expect(unguardedCell("'Tis the season")).toBe("'Tis the season");
  });
});

describe('CSV lines', () => {
  it('write the header and guarded, quoted cells in lines a spreadsheet opens as they were', () => {
    const text = csvLines(
      ['name', 'price', 'stock'],
      [
        ['=cmd|calc', '45.00', 3],
        ['Silk scarf, "blue"\nsecond line', '-5.00', null],
      ],
      true,
    );
    expect(text.startsWith('name,price,stock\r\n')).toBe(true);
    expect(parse(text, { columns: true })).toEqual([
      { name: "'=cmd|calc", price: '45.00', stock: '3' },
      { name: 'Silk scarf, "blue"\nsecond line', price: '-5.00', stock: '' },
    ]);
  });
});
