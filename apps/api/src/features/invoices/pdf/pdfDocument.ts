// A PDF drawn in the shop's look: its self-hosted faces embedded (Playfair Display for headings, Inter for text, as the
// web app's), ink on white, the accent used for rules only. The same input gives the same bytes: the creation date is
// the caller's (a document's issue time), and pdfkit derives the file's ID from it, with no random part.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PaperSize } from '@atelier/domain';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { shopToken } from '../../../rendering/shopTokens.ts';
import { woffToSfnt } from './woffToSfnt.ts';

const resolve = createRequire(import.meta.url).resolve;

/** A face of the web app's, parsed once per process; each document embeds the subset of it that it uses. */
function face(file: string): fontkit.Font {
  const font = fontkit.create(woffToSfnt(readFileSync(resolve(file))));
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one font`);
  return font;
}

const FONTS = {
  heading: face('@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff'),
  body: face('@fontsource/inter/files/inter-latin-400-normal.woff'),
  strong: face('@fontsource/inter/files/inter-latin-600-normal.woff'),
};

export const INK = shopToken('color-ink');
export const MUTED = shopToken('color-muted');
export const ACCENT = shopToken('color-accent');
export const LINE = shopToken('color-line');

export const MARGIN = 50;

/** A new document whose pages are `size`, its fonts registered as `heading`, `body` and `strong`. */
export function newPdf(size: PaperSize, title: string, createdAt: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size,
    margin: MARGIN,
    // The body face from the start: the default Helvetica would be loaded for nothing.
    font: FONTS.body as unknown as string,
    info: { Title: title, Producer: 'Atelier', Creator: 'Atelier', CreationDate: createdAt },
  });
  // pdfkit takes a parsed fontkit font where its types say a file or a buffer.
  doc.registerFont('heading', FONTS.heading as unknown as Buffer);
  doc.registerFont('body', FONTS.body as unknown as Buffer);
  doc.registerFont('strong', FONTS.strong as unknown as Buffer);
  doc.font('body').fillColor(INK);
  return doc;
}

/** The whole file once `draw` has drawn it. */
export function pdfBytes(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolveBytes, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBytes(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw();
  doc.end();
  return done;
}

/** A thin rule across the page at the current height, in the accent or the line colour. */
export function rule(doc: PDFKit.PDFDocument, color = LINE): void {
  const y = doc.y;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(color === ACCENT ? 1.2 : 0.6)
    .strokeColor(color)
    .stroke()
    .restore();
  doc.y = y + 8;
}

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** One row of a table: each cell in its column, the row as tall as its tallest cell; a new page when it would not fit. */
export function tableRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], font = 'body'): void {
  doc.font(font).fontSize(9);
  const heights = columns.map((column, index) => doc.heightOfString(cells[index] ?? '', { width: column.width - 6 }));
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top + 3, { width: column.width - 6, align: column.align ?? 'left' });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

/** Columns spread over the page's width in proportion to `weights`. */
export function columnsOf(doc: PDFKit.PDFDocument, spec: Array<Omit<Column, 'width'> & { weight: number }>): Column[] {
  const width = doc.page.width - 2 * MARGIN;
  const total = spec.reduce((sum, column) => sum + column.weight, 0);
  return spec.map(({ weight, ...column }) => ({ ...column, width: (width * weight) / total }));
}
