// Where a language's catalogues are, relative to this folder: its core catalogue (`messages/en.ts`, the frame, listings
// and product page every first screen needs) and one per area (`messages/cart/en.ts`), decision 670.
import { CATALOGUE_AREAS, type CatalogueArea, type Language } from '@atelier/domain';

export const catalogueFile = (language: Language, area?: CatalogueArea) =>
  area ? `./messages/${area}/${language}.ts` : `./messages/${language}.ts`;

/** A language's core catalogue and every area's. */
export const everyCatalogueFile = (language: Language) => [
  catalogueFile(language),
  ...CATALOGUE_AREAS.map((area) => catalogueFile(language, area)),
];
