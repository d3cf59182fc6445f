// The shop's settings as the storefront shows them (name, contact, announcement, hero), kept beside the cart and the
// user: the header, the announcement bar and every page title are in the first download, which carries no data layer
// (docs/decisions/152), so they read this copy. The settings query fills it (features/settings/api.ts); a page the
// server rendered hands it over with its state (app/browserStore.ts), so the first HTML already has it.
import type { ShopSettings } from '@atelier/domain';
import type { Action } from 'redux';

/** null until the settings have been read. */
export type ShopSettingsState = ShopSettings | null;

export const shopSettingsReceived = (payload: ShopSettings) => ({ type: 'shop/settingsReceived' as const, payload });

export function shopSettingsReducer(state: ShopSettingsState | undefined, anyAction: Action): ShopSettingsState {
  const action = anyAction as ReturnType<typeof shopSettingsReceived>;
  if (action.type === 'shop/settingsReceived') return action.payload;
  return state ?? null;
}

export const selectShopSettings = (state: { shop: ShopSettingsState }) => state.shop;
/** '' until the settings have been read. */
export const selectShopName = (state: { shop: ShopSettingsState }) => state.shop?.shop.name ?? '';
