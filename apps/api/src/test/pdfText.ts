// A PDF's text as Debian's pdftotext reads it, its layout kept: what tests check a document's words and figures in.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
