// The browser downloads only its page's language's catalogue, compiled at build time (lingui.config.ts).
import type { Language } from '@atelier/domain';
import type { Messages } from '@lingui/core';

const catalogues = import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?lingui' });

export async function loadCatalogue(language: Language): Promise<Messages> {
  const load = catalogues[`./messages/${language}.ts`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return (await load()).messages;
}
