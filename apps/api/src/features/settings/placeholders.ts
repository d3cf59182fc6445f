// The settings as the storefront reads them, with the values of the placeholders an owner's texts may hold: the
// tagline, the announcement, the hero and the pages are filled with them where they are shown (decision 531).
import { type PlaceholderValues, type ShopSettings, shopTaxOf } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { deliveryPlaceholderValues } from '../shipping/index.ts';
import { readSettings } from './service.ts';

export type SettingsWithPlaceholders = ShopSettings & { placeholders: PlaceholderValues };

/** The values the shop's data gives each placeholder now, for `settings` (its country and currency). */
function valuesFor(db: Db, settings: ShopSettings): Promise<PlaceholderValues> {
  return deliveryPlaceholderValues(db, shopTaxOf(settings));
}

/** The settings as saved, beside the values of the placeholders their texts (kept as written) may hold. */
export async function withPlaceholders(db: Db, settings: ShopSettings): Promise<SettingsWithPlaceholders> {
  return { ...settings, placeholders: await valuesFor(db, settings) };
}

/** The values of the placeholders now: what a page's text is filled with. */
export async function placeholderValues(db: Db): Promise<PlaceholderValues> {
  return valuesFor(db, await readSettings(db));
}
