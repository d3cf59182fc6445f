// The browser downloads only its page's language's catalogues, compiled at build time (lingui.config.ts): the core one
// with the app, an area's with the code that shows its texts (decision 670).
import type { CatalogueArea, Language } from '@atelier/domain';
import type { Messages } from '@lingui/core';
import { catalogueFile } from './catalogueFiles';

const catalogues = import.meta.glob<{ messages: Messages }>(['./messages/*.ts', './messages/*/*.ts'], { query: '?lingui' });

/** `language`'s core catalogue, or its catalogue of `area`. */
export async function loadCatalogue(language: Language, area?: CatalogueArea): Promise<Messages> {
  const load = catalogues[catalogueFile(language, area)];
  if (!load) throw new Error(`No catalogue ${catalogueFile(language, area)}`);
  return (await load()).messages;
}
