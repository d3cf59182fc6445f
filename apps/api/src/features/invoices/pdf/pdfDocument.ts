// A PDF drawn in the shop's look: its self-hosted faces embedded (Playfair Display for headings, Inter for text, as the
// web app's), ink on white, the accent used for rules only. The same input gives the same bytes: the creation date is
// the caller's (a document's issue time), and pdfkit derives the file's ID from it, with no random part.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language, PaperSize } from '@atelier/domain';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { shopToken } from '../../../rendering/shopTokens.ts';

const resolve = createRequire(import.meta.url).resolve;

const KEPT_RUNS = 5_000;

/**
 * `font` with its shaped words kept: fontkit shapes a word anew for each document (its contextual alternates and
 * kerning make that most of a document's time), while documents repeat the same labels, names and amounts. pdfkit
 * scales a run's positions in place, so each caller gets its own copy of them.
 */
function keepingShapedWords(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, fontkit.GlyphRun>();
  const shaped: Pick<fontkit.Font, 'layout'> = {
    layout(text, features) {
      if (features !== undefined) return font.layout(text, features);
      let run = runs.get(text);
      if (!run) {
        if (runs.size >= KEPT_RUNS) runs.clear();
        run = font.layout(text);
        runs.set(text, run);
      }
      const copy: fontkit.GlyphRun = Object.create(Object.getPrototypeOf(run));
      return Object.assign(copy, run, { positions: run.positions.map((position) => ({ ...position })) });
    },
  };
  return Object.assign(Object.create(font), shaped);
}

/** The characters documents print: Latin with its extensions, then punctuation and currency signs. */
const PRINTED_CHARACTERS: [number, number][] = [
  [0x20, 0x24f],
  [0x2000, 0x20cf],
];

/**
 * fontkit makes one glyph object per glyph for the life of the font, naming the characters it was first made for, and
 * pdfkit's text layer (what copy, search and screen readers read) takes a glyph's characters from that object. A glyph
 * first made as a part of another (’ is drawn inside some composite glyphs) names none, and every later document would
 * print it without its character. So each glyph documents print is made first for the character it stands for.
 */
function nameEveryGlyph(font: fontkit.Font): void {
  for (const [first, last] of PRINTED_CHARACTERS) {
    for (let codePoint = first; codePoint <= last; codePoint++) {
      if (font.hasGlyphForCodePoint(codePoint)) font.glyphForCodePoint(codePoint);
    }
  }
}

/** A face as Google Fonts ships it, as TrueType with Latin Extended (Polish ł, Czech ř), parsed once per process. */
function face(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one font`);
  nameEveryGlyph(font);
  return keepingShapedWords(font);
}

type Faces = Record<'heading' | 'body' | 'strong', fontkit.Font>;
let faces: Faces | undefined;

/** The faces, read on the first document drawn, not when the shop starts. */
function fonts(): Faces {
  faces ??= {
    heading: face('@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf'),
    body: face('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    strong: face('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  };
  return faces;
}

export const INK = shopToken('color-ink');
export const MUTED = shopToken('color-muted');
export const ACCENT = shopToken('color-accent');
export const LINE = shopToken('color-line');

export const MARGIN = 50;

/**
 * A new document whose pages are `size`, its fonts registered as `heading`, `body` and `strong`; a document that names
 * its language tells readers (and screen readers) which it is.
 */
export function newPdf(size: PaperSize, title: string, createdAt: Date, language?: Language): PDFKit.PDFDocument {
  const font = fonts();
  const doc = new PDFDocument({
    size,
    margin: MARGIN,
    // The body face from the start: the default Helvetica would be loaded for nothing.
    font: font.body as unknown as string,
    info: { Title: title, Producer: 'Atelier', Creator: 'Atelier', CreationDate: createdAt },
    ...(language ? { lang: language } : {}),
  });
  // pdfkit takes a parsed fontkit font where its types say a file or a buffer.
  doc.registerFont('heading', font.heading as unknown as Buffer);
  doc.registerFont('body', font.body as unknown as Buffer);
  doc.registerFont('strong', font.strong as unknown as Buffer);
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
