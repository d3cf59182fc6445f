// An invoice or a credit note as a PDF, drawn from its frozen data alone: the same data gives the same bytes.
import { type DocumentData, formatMinorUnits, formatOrderNumber } from '@atelier/domain';
import { ACCENT, columnsOf, INK, MARGIN, MUTED, newPdf, pdfBytes, rule, tableRow } from './pdfDocument.ts';

const TITLES = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** `20%`, `7.7%`. */
const percent = (rate: number) => `${rate}%`;

function partyBlock(doc: PDFKit.PDFDocument, x: number, y: number, width: number, label: string, lines: string[]) {
  doc.font('strong').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc.moveDown(0.3).fillColor(INK);
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? 'strong' : 'body')
      .fontSize(9.5)
      .text(line, x, doc.y, { width });
  });
  return doc.y;
}

function drawHeader(doc: PDFKit.PDFDocument, data: DocumentData) {
  const top = doc.y;
  doc.font('heading').fontSize(24).fillColor(INK).text(TITLES[data.kind], MARGIN, top);
  doc
    .font('strong')
    .fontSize(11)
    .text(data.number, MARGIN, top + 8, { align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 34);
  rule(doc, ACCENT);
}

function drawParties(doc: PDFKit.PDFDocument, data: DocumentData) {
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const top = doc.y + 4;
  const { seller, buyer } = data;
  const sellerLines = [
    seller.name,
    ...seller.addressLines,
    ...(seller.taxId ? [`Tax / VAT number: ${seller.taxId}`] : []),
    ...(seller.companyNumber ? [`Company number: ${seller.companyNumber}`] : []),
    ...(seller.email ? [seller.email] : []),
  ];
  const sellerEnd = partyBlock(doc, MARGIN, top, half - 12, 'From', sellerLines);
  const buyerEnd = partyBlock(doc, MARGIN + half, top, half, 'Billed to', [buyer.name, ...buyer.addressLines, buyer.email]);
  doc.x = MARGIN;
  doc.y = Math.max(sellerEnd, buyerEnd) + 14;
}

function drawFacts(doc: PDFKit.PDFDocument, data: DocumentData) {
  const facts: Array<[string, string]> = [
    [data.kind === 'invoice' ? 'Invoice number' : 'Credit note number', data.number],
    ['Order', formatOrderNumber(data.orderNumber)],
    ['Issued on', day(data.issuedAt)],
    ['Supplied on', day(data.suppliedOn)],
  ];
  if (data.correctsNumber) facts.push(['Corrects invoice', data.correctsNumber]);
  if (data.reason) facts.push(['Reason', data.reason]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc
      .font('strong')
      .fillColor(INK)
      .text(value, MARGIN + 110, y);
    doc.x = MARGIN;
  }
  doc.moveDown(1);
}

function drawLines(doc: PDFKit.PDFDocument, data: DocumentData) {
  const money = (cents: number) => formatMinorUnits(cents, data.currency);
  const columns = columnsOf(doc, [
    { label: 'Item', weight: 5 },
    { label: 'Qty', weight: 1, align: 'right' },
    { label: 'Unit price', weight: 2, align: 'right' },
    { label: 'Discount', weight: 2, align: 'right' },
    { label: 'Tax rate', weight: 1.4, align: 'right' },
    { label: 'Amount', weight: 2.2, align: 'right' },
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
  for (const line of data.lines) {
    tableRow(doc, columns, [
      line.size ? `${line.name} (${line.size})` : line.name,
      String(line.quantity),
      money(line.unitPriceCents),
      line.discountCents === 0 ? '' : money(line.discountCents),
      percent(line.taxRate),
      money(line.amountCents),
    ]);
  }
  // An invoice names its delivery, free or not; a credit note only delivery it gives back.
  if (data.deliveryCents !== 0 || (data.kind === 'invoice' && data.deliveryName)) {
    tableRow(doc, columns, [
      `Delivery${data.deliveryName ? `: ${data.deliveryName}` : ''}`,
      '',
      '',
      '',
      '',
      money(data.deliveryCents),
    ]);
  }
  rule(doc);
}

function drawTotals(doc: PDFKit.PDFDocument, data: DocumentData) {
  const money = (cents: number) => formatMinorUnits(cents, data.currency);
  const columns = columnsOf(doc, [
    { label: '', weight: 5 },
    { label: '', weight: 4, align: 'left' },
    { label: '', weight: 2.2, align: 'right' },
  ]);
  const row = (label: string, value: string, font = 'body') => tableRow(doc, columns, ['', label, value], font);
  row('Subtotal', money(data.subtotalCents));
  if (data.discountCents !== 0) row('Discount', money(-data.discountCents));
  if (data.deliveryCents !== 0) row('Delivery', money(data.deliveryCents));
  const taxWord = data.taxIncluded ? 'Including tax' : 'Tax';
  for (const line of data.taxLines) {
    row(`${taxWord} ${percent(line.rate)} on ${money(line.baseCents)}`, money(line.taxCents));
  }
  row(data.kind === 'invoice' ? 'Total paid' : 'Total refunded', money(data.totalCents), 'strong');
  doc.moveDown(1.2);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      [
        `All amounts in ${data.currency}. ${data.taxIncluded ? 'Prices include tax.' : 'Tax is added to the prices.'}`,
        data.kind === 'invoice'
          ? `Paid by ${data.paidWith}.`
          : `Refunded to the card the order was paid with (${data.paidWith}).`,
      ].join(' '),
      MARGIN,
      doc.y,
    );
}

/** The document's PDF: A4 or US Letter as its data says, created at its issue time. */
export function documentPdf(data: DocumentData): Promise<Buffer> {
  const doc = newPdf(data.paperSize, `${TITLES[data.kind]} ${data.number}`, new Date(data.issuedAt));
  return pdfBytes(doc, () => {
    drawHeader(doc, data);
    drawParties(doc, data);
    drawFacts(doc, data);
    drawLines(doc, data);
    drawTotals(doc, data);
  });
}
