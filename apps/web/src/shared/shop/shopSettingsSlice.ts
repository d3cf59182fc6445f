// The shop's settings as the storefront shows them (name, contact, announcement, hero), kept beside the cart and the
// user: the header, the announcement bar and every page title are in the first download, which carries no data layer
// (docs/decisions/152), so they read this copy. The settings query fills it (features/settings/api.ts); a page the
// server rendered hands it over with its state (app/browserStore.ts), so the first HTML already has it. The owner's
// texts are kept here as shown: each placeholder they hold (`{{freeShippingFrom}}`) written in (decision 531).
import { fillPlaceholders, type PlaceholderValues, type ShopSettings } from '@atelier/domain';
import type { Action } from 'redux';

/** The settings as the API answers them: with the values of the placeholders their texts may hold. */
export type ReceivedShopSettings = ShopSettings & { placeholders?: PlaceholderValues };

/** null until the settings have been read. */
export type ShopSettingsState = ReceivedShopSettings | null;

export const shopSettingsReceived = (payload: ReceivedShopSettings) => ({ type: 'shop/settingsReceived' as const, payload });

/** The texts a visitor reads, with each placeholder's value written in. */
function asShown(settings: ReceivedShopSettings): ReceivedShopSettings {
  const fill = (text: string) => fillPlaceholders(text, settings.placeholders ?? {});
  const { shop, announcement, hero } = settings;
  return {
    ...settings,
    shop: { ...shop, tagline: fill(shop.tagline) },
    announcement: { ...announcement, text: fill(announcement.text) },
    hero: { ...hero, title: fill(hero.title), text: fill(hero.text) },
  };
}

export function shopSettingsReducer(state: ShopSettingsState | undefined, anyAction: Action): ShopSettingsState {
  const action = anyAction as ReturnType<typeof shopSettingsReceived>;
  if (action.type === 'shop/settingsReceived') return asShown(action.payload);
  return state ?? null;
}

export const selectShopSettings = (state: { shop: ShopSettingsState }) => state.shop;
/** '' until the settings have been read. */
export const selectShopName = (state: { shop: ShopSettingsState }) => state.shop?.shop.name ?? '';
const NO_VALUES: PlaceholderValues = {};
/** The values of the placeholders the shop's texts may hold, as its data gives them now; none until read. */
export const selectPlaceholderValues = (state: { shop: ShopSettingsState }): PlaceholderValues =>
  state.shop?.placeholders ?? NO_VALUES;
