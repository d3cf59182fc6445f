// An invoice or a credit note as a PDF, drawn from its frozen data alone, in the language it was issued in: the same
// data gives the same bytes.
import { type DocumentData, formatOrderNumber } from '@atelier/domain';
import { type DocumentText, documentText } from '../documentText.ts';
import { ACCENT, columnsOf, INK, MARGIN, MUTED, newPdf, pdfBytes, rule, tableRow } from './pdfDocument.ts';

const TITLES = { invoice: 'title.invoice', credit_note: 'title.creditNote' } as const;

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

function drawHeader(doc: PDFKit.PDFDocument, data: DocumentData, { t }: DocumentText) {
  const top = doc.y;
  doc.font('heading').fontSize(24).fillColor(INK).text(t(TITLES[data.kind]), MARGIN, top);
  doc
    .font('strong')
    .fontSize(11)
    .text(data.number, MARGIN, top + 8, { align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 34);
  rule(doc, ACCENT);
}

function drawParties(doc: PDFKit.PDFDocument, data: DocumentData, { t }: DocumentText) {
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const top = doc.y + 4;
  const { seller, buyer } = data;
  const sellerLines = [
    seller.name,
    ...seller.addressLines,
    ...(seller.taxId ? [t('seller.taxId', { taxId: seller.taxId })] : []),
    ...(seller.companyNumber ? [t('seller.companyNumber', { number: seller.companyNumber })] : []),
    ...(seller.email ? [seller.email] : []),
  ];
  const sellerEnd = partyBlock(doc, MARGIN, top, half - 12, t('party.from'), sellerLines);
  const buyerEnd = partyBlock(doc, MARGIN + half, top, half, t('party.billedTo'), [
    buyer.name,
    ...buyer.addressLines,
    buyer.email,
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(sellerEnd, buyerEnd) + 14;
}

function drawFacts(doc: PDFKit.PDFDocument, data: DocumentData, { t, day }: DocumentText) {
  const facts: Array<[string, string]> = [
    [t(data.kind === 'invoice' ? 'fact.invoiceNumber' : 'fact.creditNoteNumber'), data.number],
    [t('fact.order'), formatOrderNumber(data.orderNumber)],
    [t('fact.issuedOn'), day(data.issuedAt)],
    [t('fact.suppliedOn'), day(data.suppliedOn)],
  ];
  if (data.correctsNumber) facts.push([t('fact.corrects'), data.correctsNumber]);
  if (data.reason) facts.push([t('fact.reason'), data.reason]);
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

function drawLines(doc: PDFKit.PDFDocument, data: DocumentData, { t, money, percent }: DocumentText) {
  const columns = columnsOf(doc, [
    { label: t('column.item'), weight: 5 },
    { label: t('column.quantity'), weight: 1, align: 'right' },
    { label: t('column.unitPrice'), weight: 2, align: 'right' },
    { label: t('column.discount'), weight: 2, align: 'right' },
    { label: t('column.taxRate'), weight: 1.4, align: 'right' },
    { label: t('column.amount'), weight: 2.2, align: 'right' },
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
      line.size ? t('line.sized', { name: line.name, size: line.size }) : line.name,
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
      data.deliveryName ? t('line.namedDelivery', { name: data.deliveryName }) : t('line.delivery'),
      '',
      '',
      '',
      '',
      money(data.deliveryCents),
    ]);
  }
  rule(doc);
}

function drawTotals(doc: PDFKit.PDFDocument, data: DocumentData, { t, money, percent }: DocumentText) {
  const columns = columnsOf(doc, [
    { label: '', weight: 5 },
    { label: '', weight: 4, align: 'left' },
    { label: '', weight: 2.2, align: 'right' },
  ]);
  const row = (label: string, value: string, font = 'body') => tableRow(doc, columns, ['', label, value], font);
  row(t('total.subtotal'), money(data.subtotalCents));
  if (data.discountCents !== 0) row(t('total.discount'), money(-data.discountCents));
  if (data.deliveryCents !== 0) row(t('total.delivery'), money(data.deliveryCents));
  const taxLine = data.taxIncluded ? 'total.taxIncluded' : 'total.taxAdded';
  for (const line of data.taxLines) {
    row(t(taxLine, { rate: percent(line.rate), base: money(line.baseCents) }), money(line.taxCents));
  }
  row(t(data.kind === 'invoice' ? 'total.paid' : 'total.refunded'), money(data.totalCents), 'strong');
  doc.moveDown(1.2);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      [
        t('note.currency', { currency: data.currency }),
        t(data.taxIncluded ? 'note.taxIncluded' : 'note.taxAdded'),
        t(data.kind === 'invoice' ? 'note.paidBy' : 'note.refundedTo', { paidWith: data.paidWith }),
      ].join(' '),
      MARGIN,
      doc.y,
    );
}

/** The document's PDF in its language: A4 or US Letter as its data says, created at its issue time. */
export function documentPdf(data: DocumentData): Promise<Buffer> {
  const text = documentText(data.language, data.currency);
  const doc = newPdf(data.paperSize, `${text.t(TITLES[data.kind])} ${data.number}`, new Date(data.issuedAt), data.language);
  return pdfBytes(doc, () => {
    drawHeader(doc, data, text);
    drawParties(doc, data, text);
    drawFacts(doc, data, text);
    drawLines(doc, data, text);
    drawTotals(doc, data, text);
  });
}
