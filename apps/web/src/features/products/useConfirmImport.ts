// Writes a checked CSV file of products and follows the server's progress lines, then refreshes the catalog.
import type { ImportProgress, ImportResult } from '@atelier/domain';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { productsApi } from './api';

export interface WriteProgress {
  done: number;
  total: number;
}

/** Reads `application/x-ndjson` lines as they arrive; the last says how it ended. */
async function* progressLines(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportProgress> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    pending += decoder.decode(read.value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as ImportProgress;
  }
}

async function refusal(response: Response): Promise<Error> {
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  return new Error(answer.message ?? `The import failed (${response.status})`);
}

export function useConfirmImport() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<WriteProgress | null>(null);

  async function confirm(csv: string): Promise<ImportResult> {
    setProgress({ done: 0, total: 0 });
    try {
      const response = await fetch(
        new Request('/api/products/import/confirm', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'text/csv', accept: 'application/x-ndjson' },
          body: csv,
        }),
      );
      if (!response.ok || !response.body) throw await refusal(response);
      for await (const line of progressLines(response.body)) {
        if (line.phase === 'write') setProgress({ done: line.done, total: line.total });
        if (line.phase === 'failed') throw new Error(line.message);
        if (line.phase === 'done') {
          dispatch(productsApi.util.invalidateTags(['Product', 'Stats']));
          return line.result;
        }
      }
      throw new Error('The import ended without an answer; reload to see what was imported');
    } finally {
      setProgress(null);
    }
  }

  return { confirm, progress };
}
