// Prints packing slips as one PDF and follows it as it arrives: the server draws a page per order and sends each as it
// is drawn, so the pages received so far are how far the print has gone.
import { PACKING_SLIPS_COUNT_HEADER, type PackingSlipsBody } from '@atelier/domain';
import { useState } from 'react';

export interface SlipsProgress {
  /** Orders in the file, as the server counted them; null until it has answered. */
  orders: number | null;
  pages: number;
}

// A page's dictionary as pdfkit writes it, once per page, in plain text (only its content is compressed).
const PAGE_MARK = '/Type /Page\n';

/** Counts the pages of a PDF read in chunks: a mark cut between two chunks is found in the next. */
export function pageCounter() {
  const decoder = new TextDecoder('latin1');
  let tail = '';
  let pages = 0;
  return (chunk: Uint8Array): number => {
    const text = tail + decoder.decode(chunk, { stream: true });
    pages += text.split(PAGE_MARK).length - 1;
    const lastMark = text.lastIndexOf(PAGE_MARK);
    // Keep what could still begin a mark, but never a mark already counted.
    tail = text.slice(Math.max(lastMark === -1 ? 0 : lastMark + PAGE_MARK.length, text.length - PAGE_MARK.length + 1));
    return pages;
  };
}

async function refusal(response: Response): Promise<Error> {
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  return new Error(answer.message ?? `Printing failed (${response.status})`);
}

export function usePrintPackingSlips() {
  const [progress, setProgress] = useState<SlipsProgress | null>(null);

  async function print(body: PackingSlipsBody): Promise<Blob> {
    setProgress({ orders: null, pages: 0 });
    try {
      const response = await fetch(
        new Request('/api/orders/packing-slips', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      if (!response.ok || !response.body) throw await refusal(response);
      const orders = Number(response.headers.get(PACKING_SLIPS_COUNT_HEADER)) || null;
      const countPages = pageCounter();
      const chunks: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        setProgress({ orders, pages: countPages(read.value) });
      }
      return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
    } finally {
      setProgress(null);
    }
  }

  return { print, progress };
}
