// Where the web's message catalogues are and how they are read (build/typescriptCatalogue.ts): one per language of
// @atelier/domain's LANGUAGES for the core texts and one per language in each of its CATALOGUE_AREAS (decision 670),
// English the source every other falls back to.
import { CATALOGUE_AREAS, DEFAULT_LANGUAGE, LANGUAGES } from '@atelier/domain';
import { defineConfig } from '@lingui/conf';
import { typescriptCatalogue } from './build/typescriptCatalogue.ts';

export default defineConfig({
  locales: [...LANGUAGES],
  sourceLocale: DEFAULT_LANGUAGE,
  catalogs: [
    { path: '<rootDir>/src/shared/i18n/messages/{locale}', include: [] },
    ...CATALOGUE_AREAS.map((area) => ({ path: `<rootDir>/src/shared/i18n/messages/${area}/{locale}`, include: [] })),
  ],
  format: typescriptCatalogue,
});
