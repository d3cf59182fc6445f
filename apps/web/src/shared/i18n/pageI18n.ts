// The browser's one Lingui instance, in the page's language (its address's): the core catalogue is loaded into it
// before the app is drawn (main.tsx), each area's with the code that shows it (`withCatalogueAreas`). `i18n.load`
// merges a catalogue into what is there, so the order they arrive in does not matter.
import { type CatalogueArea, type Language, languageOfPath } from '@atelier/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { loadCatalogue } from './loadCatalogue';

let page: { language: Language; i18n: I18n; areas: Map<CatalogueArea, Promise<void>> } | undefined;

function thePage() {
  if (!page) {
    const language = languageOfPath(window.location.pathname);
    page = { language, i18n: setupI18n({ locale: language, messages: { [language]: {} } }), areas: new Map() };
  }
  return page;
}

/** The page's Lingui instance, once its core catalogue is in it. */
export async function loadPageI18n(): Promise<I18n> {
  const { language, i18n } = thePage();
  i18n.load(language, await loadCatalogue(language));
  return i18n;
}

/** Loads `area`'s catalogue into the page's Lingui, once (again after a failed download). */
export function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  const { language, i18n, areas } = thePage();
  let loading = areas.get(area);
  if (!loading) {
    loading = loadCatalogue(language, area).then(
      // Nothing is drawn again for it (PageI18nProvider.tsx): what shows these texts is drawn only once they are here.
      (messages) => i18n.load(language, messages),
      (error: unknown) => {
        areas.delete(area);
        throw error;
      },
    );
    areas.set(area, loading);
  }
  return loading;
}

/**
 * `load` (a page's or a lazy part's import), resolved once the texts of `areas` are in the page's Lingui too, so the
 * part never shows a message id, and the page taken over from the server's HTML draws the same texts. On the server
 * every area is loaded already (everyCatalogue.ts).
 */
export function withCatalogueAreas<T>(areas: readonly CatalogueArea[], load: () => Promise<T>): () => Promise<T> {
  if (typeof window === 'undefined' || areas.length === 0) return load;
  return async () => (await Promise.all([load(), ...areas.map(loadCatalogueArea)]))[0];
}
