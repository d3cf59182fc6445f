// Lingui's catalogue format for the web's messages: each language's catalogue is a TypeScript module exporting
// `messages`, an object of message ids to ICU messages. TypeScript then holds every catalogue to the English one's
// ids, and the spec's English texts stay in the web's TypeScript source, where the spec's text check reads them.
// Lingui's Vite plugin compiles a catalogue imported with `?lingui` at build time through this format (decision 590).
import type { CatalogFormatter } from '@lingui/conf';
import { createJiti } from 'jiti';

// Read afresh each time: the development server compiles a catalogue again when it changes.
const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });

export const typescriptCatalogue: CatalogFormatter = {
  catalogExtension: '.ts',
  async parse(_content, { filename }) {
    const { messages } = await jiti.import<{ messages: Record<string, string> }>(filename);
    return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message, translation: message }]));
  },
  serialize() {
    throw new Error('The web writes its catalogues by hand: nothing is extracted into them.');
  },
};
