// Importing a catalog from CSV: every row checked as the create-product route checks a body, then all rows written
// in one transaction or none (docs/decisions/160).

import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  type CreateProductBody,
  createProductBody,
  type ImportPreview,
  type ImportProblem,
  MAX_IMPORT_ROWS,
  MAX_SHOWN_PROBLEMS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  priceCapRefusals,
  REQUIRED_PRODUCT_CSV_COLUMNS,
} from '@atelier/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema.ts';
import { unguardedCell } from '../../shared/csvCells.ts';
import { HttpError, Invalid } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { stockOfSizes } from '../stock/index.ts';
import { channelColumns } from './channelColumns.ts';
import { missingImageIds, storedImageId } from './gallery.ts';
import { productAmounts } from './priceCap.ts';

/** Columns an export adds for people to read; an import always makes new products, so it passes over them. */
const EXPORT_ONLY_COLUMNS = new Set(['id', 'created_at']);
/** Spellings a spreadsheet's author may use for a column (a Map: a header such as `constructor` is no alias). */
const COLUMN_ALIASES = new Map<string, ProductCsvColumn>([
  ['colour', 'color'],
  ['oldprice', 'old_price'],
]);
/** The names of an import's first products its audit entry keeps, to tell imports apart. */
const AUDITED_NAMES = 5;
/**
 * Rows written per statement, and rows checked, between two turns of the event loop: embedded PGlite and the checks
 * run on the one JavaScript thread, and other shoppers' requests (and the progress lines) go out between batches.
 */
const WRITE_BATCH_ROWS = 250;
const CHECK_BATCH_ROWS = 1_000;

type Cells = Partial<Record<ProductCsvColumn, string>>;

export interface CheckedRow {
  row: number;
  body: CreateProductBody;
}

export interface CheckedImport {
  rows: number;
  valid: CheckedRow[];
  problems: ImportProblem[];
}

function columnName(header: string): string {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return COLUMN_ALIASES.get(name) ?? name;
}

function checkColumns(header: string[]): void {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = header.filter((name) => !known.has(name) && !EXPORT_ONLY_COLUMNS.has(name));
  if (unknown.length > 0) {
    throw new Invalid(`Unknown column "${unknown[0]}": the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}`);
  }
  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new Invalid(`The file has no ${missing.join(', ')} column`);
}

/** The file's rows as cells by column; refuses a file that is not CSV, lacks a column or has too many rows. */
function parseRows(csv: string): Cells[] {
  let records: Cells[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => {
        const names = header.map(columnName);
        checkColumns(names);
        return names;
      },
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new Invalid(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  if (records.length === 0) throw new Invalid('The file has no rows below its header');
  if (records.length > MAX_IMPORT_ROWS) {
    throw new Invalid(`An import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`);
  }
  return records;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A number cell as a number; anything else stays text, for the schema to name ("Price must be a number"). */
function numberCell(text: string): number | string {
  return DECIMAL.test(text) ? Number(text) : text;
}

const SIZES_FORMAT = 'Sizes must be written as SIZE:STOCK separated by |, e.g. S:3|M:0|L:5';
const GTINS_FORMAT = 'GTINs must be written as SIZE:GTIN separated by |, e.g. S:4006381333931|M:4006381333948';

/** `S:…|M:…` as `{ S, M }`; the schema checks the sizes and each GTIN's check digit. */
function gtinsCell(text: string): Record<string, string> | typeof GTINS_FORMAT {
  const entries = text.split('|').map((entry) => entry.trim().split(':'));
  if (entries.some((parts) => parts.length !== 2)) return GTINS_FORMAT;
  return Object.fromEntries(entries.map(([size = '', gtin = '']) => [size.trim(), gtin.trim()]));
}

const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);

/** yes/true/1 or no/false/0; anything else stays text, for the schema to name. */
function yesNoCell(text: string): boolean | string {
  const word = text.toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : text;
}

function sizesCell(text: string): { size: string; stock: number | string }[] | typeof SIZES_FORMAT {
  const entries = text.split('|').map((entry) => entry.trim().split(':'));
  if (entries.some((parts) => parts.length !== 2)) return SIZES_FORMAT;
  return entries.map(([size = '', stock = '']) => ({ size: size.trim().toUpperCase(), stock: numberCell(stock.trim()) }));
}

/** A row's cells as the create-product route's body; a problem the schema cannot name is answered instead. */
function bodyOf(cells: Cells): { body: Record<string, unknown> } | { problem: string } {
  // PostgreSQL refuses a NUL in text: named here, not met halfway through the write.
  if (Object.values(cells).some((text) => text?.includes('\u0000'))) return { problem: 'A cell contains a NUL character' };
  const cell = (column: ProductCsvColumn) => unguardedCell(cells[column] ?? '');
  const sizes = cell('sizes') ? sizesCell(cell('sizes')) : undefined;
  if (sizes === SIZES_FORMAT) return { problem: SIZES_FORMAT };
  const gtins = cell('gtins') ? gtinsCell(cell('gtins')) : undefined;
  if (gtins === GTINS_FORMAT) return { problem: GTINS_FORMAT };
  const optional = <T>(column: ProductCsvColumn, read: (text: string) => T) => (cell(column) ? read(cell(column)) : undefined);
  return {
    body: {
      name: cell('name'),
      category: cell('category').toLowerCase(),
      color: cell('color').toLowerCase(),
      price: numberCell(cell('price')),
      oldPrice: optional('old_price', numberCell),
      description: cell('description'),
      image: optional('image', (text) => text),
      stock: optional('stock', numberCell),
      sizes,
      images: optional('images', (text) => text.split('|').map((url) => ({ url: url.trim() }))),
      style: optional('style', (text) => text.toLowerCase()),
      brand: optional('brand', (text) => text),
      condition: optional('condition', (text) => text.toLowerCase()),
      gender: optional('gender', (text) => text.toLowerCase()),
      ageGroup: optional('age_group', (text) => text.toLowerCase()),
      material: optional('material', (text) => text),
      pattern: optional('pattern', (text) => text),
      sizeSystem: optional('size_system', (text) => text.toUpperCase()),
      sizeType: optional('size_type', (text) => text.toLowerCase()),
      googleCategory: optional('google_category', (text) => text),
      mpn: optional('mpn', (text) => text),
      gtins,
      hideFromChannels: optional('hide_from_channels', yesNoCell),
    },
  };
}

/** Every picture a row names: its image and those of its gallery. */
const picturesNamed = (body: CreateProductBody) => [body.image ?? '', ...(body.images ?? []).map((picture) => picture.url)];

/** Checks every row of a CSV file as the create-product route checks a body; writes nothing. */
export async function checkImport(db: Db, actor: Actor | null, csv: string): Promise<CheckedImport> {
  authorize(actor, 'create', 'product');
  const records = parseRows(csv);
  const valid: CheckedRow[] = [];
  const problems: ImportProblem[] = [];
  const money = await readShopMoney(db);
  for (const [index, cells] of records.entries()) {
    if (index > 0 && index % CHECK_BATCH_ROWS === 0) await setImmediate();
    const row = index + 2; // the header is row 1
    const read = bodyOf(cells);
    if ('problem' in read) {
      problems.push({ row, reasons: [read.problem] });
      continue;
    }
    const parsed = createProductBody.safeParse(read.body);
    const reasons = parsed.success
      ? priceCapRefusals(productAmounts(parsed.data), money, 'below').map((refusal) => refusal.message)
      : parsed.error.issues.map((issue) => issue.message);
    if (parsed.success && reasons.length === 0) valid.push({ row, body: parsed.data });
    else problems.push({ row, reasons: [...new Set(reasons)] });
  }
  const missing = await missingImageIds(
    db,
    valid.flatMap(({ body }) => picturesNamed(body)),
  );
  const usable = valid.filter(({ row, body }) => {
    const unknown = picturesNamed(body).find((url) => missing.has(storedImageId(url) ?? ''));
    if (!unknown) return true;
    problems.push({ row, reasons: [`Image ${unknown} is not a picture uploaded to this shop`] });
    return false;
  });
  problems.sort((a, b) => a.row - b.row);
  return { rows: records.length, valid: usable, problems };
}

/** What the row makes buyable: its stock, or the sum of its sizes'. */
function stockOf(body: CreateProductBody): number {
  return body.sizes?.length ? stockOfSizes(body.sizes) : (body.stock ?? 0);
}

export function toPreview(checked: CheckedImport, sampleRows = 5): ImportPreview {
  return {
    rows: checked.rows,
    validRows: checked.valid.length,
    problems: checked.problems.slice(0, MAX_SHOWN_PROBLEMS),
    problemRows: checked.problems.length,
    sample: checked.valid.slice(0, sampleRows).map(({ row, body }) => ({
      row,
      name: body.name,
      category: body.category,
      price: body.price ?? 0,
      stock: stockOf(body),
    })),
  };
}

/** Refuses an import with any bad row: the admin fixes the file and sends it again. */
export function refuseProblems(checked: CheckedImport): void {
  if (checked.problems.length === 0) return;
  const count = checked.problems.length;
  throw new HttpError(400, `${count} ${count === 1 ? 'row has' : 'rows have'} problems: nothing was imported`, {
    problems: checked.problems.slice(0, MAX_SHOWN_PROBLEMS),
    problemRows: count,
  });
}

/**
 * Writes checked rows as new products in one transaction, a batch of rows per statement; `onProgress` hears the
 * count written after each batch, and the event loop turns before the next. A failure anywhere rolls every row back.
 */
export async function writeImport(
  db: Db,
  actor: Actor | null,
  rows: CheckedRow[],
  onProgress: (done: number) => void = () => {},
): Promise<number> {
  const me = authorize(actor, 'create', 'product');
  await db.transaction(async (tx) => {
    const money = await readShopMoney(tx);
    // One entry for the whole import, named by an id of its own: the products are its rows.
    const imported = rows.length === 1 ? '1 product' : `${rows.length.toLocaleString('en-US')} products`;
    await recordAdminAction(tx, {
      actor: me,
      kind: 'products.imported',
      subject: { type: 'import', id: randomUUID(), label: imported },
      after: { products: rows.length, firstNames: rows.slice(0, AUDITED_NAMES).map(({ body }) => body.name) },
    });
    for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) {
      const batch = rows.slice(start, start + WRITE_BATCH_ROWS).map(({ body }) => body);
      const inserted = await tx
        .insert(products)
        .values(
          batch.map((body) => ({
            name: body.name,
            category: body.category,
            color: body.color,
            description: body.description,
            priceCents: money.toMinor(body.price ?? 0),
            oldPriceCents: typeof body.oldPrice === 'number' ? money.toMinor(body.oldPrice) : null,
            image: body.images?.[0]?.url ?? body.image ?? '',
            images: (body.images ?? []).map((picture) => ({ url: picture.url, alt: picture.alt ?? '' })),
            style: body.style || null,
            stock: stockOf(body),
            authorId: me.id,
            ...channelColumns(body),
          })),
        )
        .returning({ id: products.id });
      const sizes = batch.flatMap((body, i) => (body.sizes ?? []).map((size) => ({ productId: inserted[i]?.id ?? '', ...size })));
      if (sizes.length > 0) await tx.insert(productSizes).values(sizes);
      onProgress(start + batch.length);
      await setImmediate();
    }
  });
  return rows.length;
}
