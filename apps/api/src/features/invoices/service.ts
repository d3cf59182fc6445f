// Reading documents: a PDF for its customer or an admin (an admin's read is audited), the admin's list of invoices and
// credit notes, and their CSV for the accountant.
import {
  currencyExponent,
  type DocumentKind,
  documentUrl,
  type InvoiceListEntry,
  type InvoiceListQuery,
  type OrderExportQuery,
  type TaxLineCents,
  toMajorUnits,
} from '@atelier/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, orders } from '../../db/schema.ts';
import { csvLines } from '../../shared/csvCells.ts';
import { NotFound } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { documentPdf } from './pdf/documentPdf.ts';

/** Invoices and credit notes a page of the admin's list holds. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The PDF of document `number`: for the customer of its order and for admins (401 for a visitor, 403 for others). */
export async function readDocumentPdf(db: Db, actor: Actor | null, number: string): Promise<{ number: string; pdf: Buffer }> {
  authorize(actor, 'read', 'order', actor?.id); // a visitor gets 401 before anything is looked up
  const [document] = await db.select().from(documents).where(eq(documents.number, number)).limit(1);
  if (!document) throw new NotFound('Document not found');
  const reader = authorize(actor, 'read', 'order', document.userId);
  if (reader.id !== document.userId) {
    await recordAdminAction(db, {
      actor: reader,
      kind: 'document.read',
      subject: { type: 'order', id: document.orderId, label: document.number },
    });
  }
  return { number: document.number, pdf: await documentPdf(document.data) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Documents issued from the first day's start to the last day's end (UTC). */
function issuedBetween({ from, to }: OrderExportQuery) {
  return and(
    from ? gte(documents.issuedAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(documents.issuedAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** `%` and `_` typed in a search are looked for as they are. */
const likePattern = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listColumns = {
  number: documents.number,
  kind: documents.kind,
  issuedAt: documents.issuedAt,
  orderId: documents.orderId,
  orderNumber: orders.number,
  buyer: documents.buyerName,
  email: orders.email,
  totalCents: documents.totalCents,
  taxCents: documents.taxCents,
  currency: documents.currency,
  correctsNumber: sql<string | null>`${documents.data}->>'correctsNumber'`,
};

function toListEntry(row: {
  number: string;
  kind: DocumentKind;
  issuedAt: Date;
  orderId: string;
  orderNumber: number;
  buyer: string;
  email: string;
  totalCents: number;
  taxCents: number;
  currency: InvoiceListEntry['currency'];
  correctsNumber: string | null;
}): InvoiceListEntry {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    buyer: row.buyer,
    email: row.email,
    total: toMajorUnits(row.totalCents, row.currency),
    tax: toMajorUnits(row.taxCents, row.currency),
    currency: row.currency,
    correctsNumber: row.correctsNumber,
    url: documentUrl(row.number),
  };
}

/** One page of invoices and credit notes, newest first, issued within the days and matching the typed number. */
export async function listDocuments(db: Db, actor: Actor | null, query: InvoiceListQuery) {
  authorize(actor, 'read', 'order', null);
  const page = query.page ?? 1;
  const where = and(issuedBetween(query), query.q ? ilike(documents.number, likePattern(query.q)) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(where)
      .orderBy(desc(documents.issuedAt), desc(documents.id))
      .limit(DOCUMENTS_PAGE_SIZE)
      .offset((page - 1) * DOCUMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { documents: rows.map(toListEntry), totalPages: Math.ceil(total / DOCUMENTS_PAGE_SIZE), totalDocuments: total };
}

const EXPORT_COLUMNS = [
  'number',
  'kind',
  'issued_at',
  'order_number',
  'corrects',
  'buyer',
  'email',
  'currency',
  'net',
  'tax',
  'total',
  // `20%: 20.00; 5.5%: 1.10`: the base and tax of each rate.
  'tax_by_rate',
] as const;
const EXPORT_BATCH_ROWS = 500;

/** The CSV of the documents issued within the days, oldest first, a batch at a time; refused at once to all but admins. */
export function documentCsvChunks(db: Db, actor: Actor | null, range: OrderExportQuery): AsyncGenerator<string> {
  authorize(actor, 'read', 'order', null);
  return csvChunksOf(db, range);
}

async function* csvChunksOf(db: Db, range: OrderExportQuery): AsyncGenerator<string> {
  yield csvLines(EXPORT_COLUMNS, [], true);
  let offset = 0;
  for (;;) {
    const rows = await db
      .select({
        ...listColumns,
        taxLines: sql<TaxLineCents[]>`${documents.data}->'taxLines'`,
      })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(issuedBetween(range))
      .orderBy(asc(documents.issuedAt), asc(documents.id))
      .limit(EXPORT_BATCH_ROWS)
      .offset(offset);
    if (rows.length === 0) return;
    offset += rows.length;
    yield csvLines(
      EXPORT_COLUMNS,
      rows.map((row) => {
        const money = (cents: number) => toMajorUnits(cents, row.currency).toFixed(currencyExponent(row.currency));
        const netCents = row.totalCents - row.taxCents;
        return [
          row.number,
          row.kind,
          row.issuedAt.toISOString(),
          String(row.orderNumber),
          row.correctsNumber ?? '',
          row.buyer,
          row.email,
          row.currency,
          money(netCents),
          money(row.taxCents),
          money(row.totalCents),
          row.taxLines.map((line) => `${line.rate}%: ${money(line.baseCents)} / ${money(line.taxCents)}`).join('; '),
        ];
      }),
      false,
    );
  }
}
