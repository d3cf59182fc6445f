// The shop's state: the signed-in user, the cart, the shop's settings, payment config and automatic promotions from the
// first download, the
// data layer's cache once it loads.
// Written over plain Redux rather than RTK's combineSlices, so the first download carries no Redux Toolkit
// (docs/decisions/152).
import type { Action, Reducer } from 'redux';
import type { ApiState } from '../api/apiState';
import { type CartState, cartReducer } from '../cart/cartSlice';
import { type LanguageState, languageReducer } from '../i18n/languageSlice';
import { type AuthState, authReducer } from '../session/authSlice';
import { type AutomaticPromotionsState, automaticPromotionsReducer } from '../shop/automaticPromotionsSlice';
import { type ClientConfigState, clientConfigReducer } from '../shop/clientConfigSlice';
import { type ShopSettingsState, shopSettingsReducer } from '../shop/shopSettingsSlice';

export interface RootState {
  auth: AuthState;
  cart: CartState;
  shop: ShopSettingsState;
  clientConfig: ClientConfigState;
  automaticPromotions: AutomaticPromotionsState;
  /** The page's language, from its address. */
  language: LanguageState;
  /** The data layer's cache: there from the first action after the data layer joined the store. */
  api?: ApiState;
}

const reducers: Record<string, Reducer> = {
  auth: authReducer,
  cart: cartReducer,
  shop: shopSettingsReducer,
  clientConfig: clientConfigReducer,
  automaticPromotions: automaticPromotionsReducer,
  language: languageReducer,
};

/** Each slice's reducer over its part of the state; a part whose reducer has not joined yet is kept as it is. */
export function rootReducer(state: Partial<RootState> | undefined, action: Action): RootState {
  const previous: Record<string, unknown> = state ?? {};
  let next = previous;
  for (const [key, reducer] of Object.entries(reducers)) {
    const part = reducer(previous[key], action);
    if (part !== previous[key]) {
      if (next === previous) next = { ...previous };
      next[key] = part;
    }
  }
  return next as unknown as RootState;
}

/** Adds a slice to the state of every store, those already made and those made afterwards. */
export function injectReducer(key: 'api', reducer: Reducer) {
  reducers[key] = reducer;
}
