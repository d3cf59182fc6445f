// Issuing a document, inside the caller's transaction: the invoice in the one that records a payment, a credit note in
// the one that settles a refund. Each takes the next number of its series (numbering.ts) and freezes what it prints.
import { type DocumentData, taxTotalCents } from '@atelier/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, orderLines, orders, refundLines, refunds } from '../../db/schema.ts';
import { readSettings } from '../settings/index.ts';
import { creditNoteData, invoiceData, type RefundedLine } from './frozenData.ts';
import { takeNumber } from './numbering.ts';

type DocumentRow = typeof documents.$inferSelect;

async function insertDocument(
  tx: Db,
  data: DocumentData,
  taken: { year: number; sequence: number },
  links: { orderId: string; userId: string | null; invoiceId?: string; refundId?: string },
): Promise<DocumentRow> {
  const [document] = await tx
    .insert(documents)
    .values({
      kind: data.kind,
      number: data.number,
      year: taken.year,
      sequence: taken.sequence,
      ...links,
      totalCents: data.totalCents,
      taxCents: taxTotalCents(data.taxLines),
      currency: data.currency,
      buyerName: data.buyer.name,
      data,
      issuedAt: new Date(data.issuedAt),
    })
    .returning();
  if (!document) throw new Error('The document was not written');
  return document;
}

/** The invoice of a paid order, issued once: asked again, the one it has. */
export async function issueInvoice(tx: Db, orderId: string): Promise<DocumentRow> {
  const [existing] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'invoice')));
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('An invoice was asked for an order that does not exist');
  const [settings, lines] = await Promise.all([
    readSettings(tx),
    tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.name), asc(orderLines.id)),
  ]);
  const taken = await takeNumber(tx, 'invoice', settings.invoicePrefix);
  return insertDocument(tx, invoiceData({ taken, settings, order }, lines), taken, { orderId, userId: order.userId });
}

/** The lines a refund gave back, each with how many of it the order's earlier refunds gave back. */
async function refundedLinesOf(tx: Db, refund: typeof refunds.$inferSelect): Promise<RefundedLine[]> {
  const rows = await tx
    .select({ line: orderLines, refundId: refundLines.refundId, quantity: refundLines.quantity, createdAt: refunds.createdAt })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refunds.orderId, refund.orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
  const earlier = (row: (typeof rows)[number]) =>
    row.createdAt < refund.createdAt || (row.createdAt.getTime() === refund.createdAt.getTime() && row.refundId < refund.id);
  return rows
    .filter((row) => row.refundId === refund.id)
    .map((row) => ({
      line: row.line,
      quantity: row.quantity,
      refundedBefore: rows
        .filter((other) => other.line.id === row.line.id && other.refundId !== refund.id && earlier(other))
        .reduce((sum, other) => sum + other.quantity, 0),
    }));
}

/**
 * The credit note of a settled refund, naming its order's invoice; issued once per refund. An order paid before the
 * shop issued invoices gets its invoice first, so every credit note corrects one.
 */
export async function issueCreditNote(tx: Db, refundId: string): Promise<DocumentRow> {
  const [existing] = await tx.select().from(documents).where(eq(documents.refundId, refundId));
  if (existing) return existing;
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error('A credit note was asked for a refund that does not exist');
  const invoice = await issueInvoice(tx, refund.orderId);
  const [[order], settings, refunded] = await Promise.all([
    tx.select().from(orders).where(eq(orders.id, refund.orderId)),
    readSettings(tx),
    refundedLinesOf(tx, refund),
  ]);
  if (!order) throw new Error('A credit note was asked for an order that does not exist');
  const taken = await takeNumber(tx, 'credit_note', settings.creditNotePrefix);
  const data = creditNoteData({ taken, settings, order }, invoice.data, refund, refunded);
  return insertDocument(tx, data, taken, {
    orderId: order.id,
    userId: order.userId,
    invoiceId: invoice.id,
    refundId: refund.id,
  });
}

const summaryColumns = {
  orderId: documents.orderId,
  kind: documents.kind,
  number: documents.number,
  issuedAt: documents.issuedAt,
  totalCents: documents.totalCents,
};
/** What an order's answer says of one of its documents. */
export type DocumentSummary = { [K in keyof typeof summaryColumns]: DocumentRow[K] };

/** The documents of the orders `orderIds` names, oldest first: for each order's answer. */
export async function documentsOf(db: Db, orderIds: string[]): Promise<DocumentSummary[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(documents)
    .where(inArray(documents.orderId, orderIds))
    .orderBy(asc(documents.issuedAt), asc(documents.sequence));
}

export type { DocumentRow };
