// The CSV a catalog is imported from and exported to: its columns, how sizes are written, and a template to start
// from. Zod-free, so the dashboard can offer the template without the schemas.
import type { Gtins } from './productChannels.ts';
import type { SizeStock } from './products.ts';

/** The columns of an import, in the order the template and the export write them. */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'category',
  'color',
  'price',
  'old_price',
  'description',
  'image',
  'stock',
  'sizes',
  'images',
  'style',
  'brand',
  'condition',
  'gender',
  'age_group',
  'material',
  'pattern',
  'size_system',
  'size_type',
  'google_category',
  'mpn',
  'gtins',
  'hide_from_channels',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns every import must have; the others may be left out or empty. */
export const REQUIRED_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ['name', 'category', 'color', 'price', 'description'];

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 10_000;

/** A product's pictures in one cell: their urls in order, separated by `|`; the first is its image. */
export function formatImageUrls(urls: readonly string[]): string {
  return urls.join('|');
}

/** Sizes in one cell: `S:3|M:0|L:5`, each size of the scale once, with its stock. */
export function formatSizes(sizes: readonly SizeStock[]): string {
  return sizes.map(({ size, stock }) => `${size}:${stock}`).join('|');
}

/** GTINs in one cell: `S:4006381333931|M:…`, `one-size:…` for a product without sizes. */
export function formatGtins(gtins: Gtins): string {
  return Object.entries(gtins)
    .map(([size, gtin]) => `${size}:${gtin}`)
    .join('|');
}

/** A file to start from: a one-size product and a sized one. */
export const PRODUCT_CSV_TEMPLATE = `${[
  PRODUCT_CSV_COLUMNS.join(','),
  'Silk scarf,accessories,red,45.00,60.00,"A light silk scarf, hand-rolled edges.",,25,,,,Atelier,new,,,silk,paisley,,,,SCARF-01,,',
  'Linen dress,dress,beige,120.00,,A summer dress in washed linen.,,,S:3|M:0|L:5,,linen-dress,,new,female,adult,linen,solid,EU,regular,2271,,M:4006381333931,',
].join('\r\n')}\r\n`;

/** A row the check refused: its row number as a spreadsheet shows it (the header is row 1), and every reason. */
export interface ImportProblem {
  row: number;
  reasons: string[];
}

/** What the check of an import found; nothing is written yet. */
export interface ImportPreview {
  /** Rows in the file, the header not counted. */
  rows: number;
  /** Rows that would be imported as they are. */
  validRows: number;
  /** The first refused rows (at most MAX_SHOWN_PROBLEMS); `problemRows` counts them all. */
  problems: ImportProblem[];
  problemRows: number;
  /** The first rows as they would be imported. */
  sample: { row: number; name: string; category: string; price: number; stock: number }[];
}

export const MAX_SHOWN_PROBLEMS = 200;

/** What an import answers once written. */
export interface ImportResult {
  message: string;
  imported: number;
}

/** One line of an import's progress (`Accept: application/x-ndjson`): rows written so far, then the outcome. */
export type ImportProgress =
  | { phase: 'write'; done: number; total: number }
  | { phase: 'done'; result: ImportResult }
  | { phase: 'failed'; message: string };
