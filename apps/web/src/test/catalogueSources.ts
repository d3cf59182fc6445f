// A language's texts as written in its catalogues (not compiled), the core one and every area's merged.
import type { Language } from '@atelier/domain';
import { everyCatalogueFile } from '../shared/i18n/catalogueFiles';

const sources = import.meta.glob<{ messages: Record<string, string> }>(
  ['../shared/i18n/messages/*.ts', '../shared/i18n/messages/*/*.ts'],
  { eager: true },
);

export function writtenMessagesOf(language: Language): Record<string, string> {
  const files = everyCatalogueFile(language).map((file) => file.replace('./', '../shared/i18n/'));
  return Object.assign({}, ...files.map((file) => sources[file]?.messages));
}
