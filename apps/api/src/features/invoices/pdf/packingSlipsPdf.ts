// Packing slips, one page per order and no prices, after an optional pick list of what to take from the shelves. The
// file is a stream: each order is drawn after the event loop has had its turn, so a bulk print of hundreds of orders
// never holds the shop's other requests, and its first bytes leave before its last order is read.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatOrderNumber, type PaperSize, type Size } from '@atelier/domain';
import { ACCENT, columnsOf, INK, MARGIN, MUTED, newPdf, rule, tableRow } from './pdfDocument.ts';

export interface SlipLine {
  name: string;
  size: Size | null;
  color: string | null;
  quantity: number;
}

export interface PackingSlip {
  orderNumber: number;
  placedAt: Date;
  shipTo: string[];
  deliveryName: string | null;
  lines: SlipLine[];
}

export interface PickLine {
  name: string;
  size: Size | null;
  color: string | null;
  quantity: number;
  orders: number;
}

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

function drawPickList(doc: PDFKit.PDFDocument, pick: PickLine[], orderCount: number) {
  doc.font('heading').fontSize(22).fillColor(INK).text('Pick list');
  doc.font('body').fontSize(9).fillColor(MUTED).text(`${orderCount} orders`);
  doc.moveDown(0.5);
  rule(doc, ACCENT);
  const columns = columnsOf(doc, [
    { label: 'Product', weight: 6 },
    { label: 'Size', weight: 1.5 },
    { label: 'Colour', weight: 2 },
    { label: 'Quantity', weight: 1.5, align: 'right' },
    { label: 'Orders', weight: 1.5, align: 'right' },
  ]);
  doc.fillColor(MUTED);
  tableRow(
    doc,
    columns,
    columns.map((column) => column.label),
    'strong',
  );
  doc.fillColor(INK);
  rule(doc);
  for (const line of pick) {
    tableRow(doc, columns, [line.name, line.size ?? '', line.color ?? '', String(line.quantity), String(line.orders)]);
  }
}

function drawSlip(doc: PDFKit.PDFDocument, slip: PackingSlip) {
  const top = doc.y;
  doc.font('heading').fontSize(22).fillColor(INK).text('Packing slip', MARGIN, top);
  doc
    .font('strong')
    .fontSize(12)
    .text(`Order ${formatOrderNumber(slip.orderNumber)}`, MARGIN, top + 6, { align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 32);
  rule(doc, ACCENT);
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Placed on ${day(slip.placedAt)}`);
  if (slip.deliveryName) doc.text(`Delivery: ${slip.deliveryName}`);
  doc.moveDown(0.8);
  doc.font('strong').fontSize(8).fillColor(MUTED).text('SHIP TO', { characterSpacing: 0.6 });
  doc.fillColor(INK);
  slip.shipTo.forEach((line, index) => {
    doc
      .font(index === 0 ? 'strong' : 'body')
      .fontSize(10)
      .text(line);
  });
  doc.moveDown(1);
  const columns = columnsOf(doc, [
    { label: 'Item', weight: 6 },
    { label: 'Size', weight: 1.5 },
    { label: 'Colour', weight: 2 },
    { label: 'Quantity', weight: 1.5, align: 'right' },
  ]);
  doc.fillColor(MUTED);
  tableRow(
    doc,
    columns,
    columns.map((column) => column.label),
    'strong',
  );
  doc.fillColor(INK);
  rule(doc);
  for (const line of slip.lines) {
    tableRow(doc, columns, [line.name, line.size ?? '', line.color ?? '', String(line.quantity)]);
  }
}

/** What the slips ask to take from the shelves: each product, size and colour summed over the orders, by name. */
export function pickListOf(slips: PackingSlip[]): PickLine[] {
  const byKey = new Map<string, PickLine>();
  for (const slip of slips) {
    for (const line of slip.lines) {
      const key = `${line.name}\u0000${line.size ?? ''}\u0000${line.color ?? ''}`;
      const summed = byKey.get(key);
      if (summed) {
        summed.quantity += line.quantity;
        summed.orders += 1;
      } else byKey.set(key, { ...line, orders: 1 });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.size ?? '').localeCompare(b.size ?? ''));
}

/**
 * One PDF of `slips`, a pick list first when asked, as a stream. `createdAt` fixes the file's date (the request's), so
 * two prints of the same orders at the same moment are the same file.
 */
export function packingSlipsPdf(size: PaperSize, createdAt: Date, slips: PackingSlip[], withPickList: boolean) {
  const doc = newPdf(size, 'Packing slips', createdAt);
  const draw = async () => {
    if (withPickList) drawPickList(doc, pickListOf(slips), slips.length);
    for (const [index, slip] of slips.entries()) {
      if (withPickList || index > 0) doc.addPage();
      drawSlip(doc, slip);
      await nextTurn();
    }
    doc.end();
  };
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
