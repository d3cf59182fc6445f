// The settings as the storefront reads them, with the values of the placeholders an owner's texts may hold: the
// tagline, the announcement, the hero and the pages are filled with them where they are shown (decision 531). The
// values come from the zones, which read the settings: the app hands their source in, so neither feature imports the
// other both ways.
import { type PlaceholderValues, type ShopSettings, type ShopTax, shopTaxOf } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { readSettings } from './service.ts';

export type SettingsWithPlaceholders = ShopSettings & { placeholders: PlaceholderValues };

/** Where the placeholders' values come from, for the shop's country and currency. */
export type PlaceholderSource = (db: Db, shop: ShopTax) => Promise<PlaceholderValues>;

/** The settings as saved, beside the values of the placeholders their texts (kept as written) may hold. */
export async function withPlaceholders(
  db: Db,
  settings: ShopSettings,
  source: PlaceholderSource,
): Promise<SettingsWithPlaceholders> {
  return { ...settings, placeholders: await source(db, shopTaxOf(settings)) };
}

/** The values of the placeholders now, from `source`: what a page's text is filled with. */
export function placeholderValuesFrom(source: PlaceholderSource): (db: Db) => Promise<PlaceholderValues> {
  return async (db) => source(db, shopTaxOf(await readSettings(db)));
}
