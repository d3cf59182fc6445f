// What the API tells the browser about payments (the provider, whether the shop is a demo), kept beside the shop's
// settings for the same reason: the demo notice above the header is in the first download, which carries no data
// layer (docs/decisions/152). The config query fills it (features/checkout/api.ts); a page's HTML hands it over.
import { type ClientConfig, FALLBACK_CURRENCY } from '@atelier/domain';
import type { Action } from 'redux';

/** The config as the API answers it: payments, and the shop's currency and price mode. */
export type ReceivedClientConfig = ClientConfig;

/** null until the config has been read. */
export type ClientConfigState = ReceivedClientConfig | null;

export const clientConfigReceived = (payload: ReceivedClientConfig) => ({ type: 'shop/clientConfigReceived' as const, payload });

export function clientConfigReducer(state: ClientConfigState | undefined, anyAction: Action): ClientConfigState {
  const action = anyAction as ReturnType<typeof clientConfigReceived>;
  if (action.type === 'shop/clientConfigReceived') return action.payload;
  return state ?? null;
}

export const selectDemoPayments = (state: { clientConfig: ClientConfigState }) => state.clientConfig?.demoPayments ?? false;
export const selectCurrency = (state: { clientConfig: ClientConfigState }) => state.clientConfig?.currency ?? FALLBACK_CURRENCY;
export const selectPricesIncludeTax = (state: { clientConfig: ClientConfigState }) =>
  state.clientConfig?.pricesIncludeTax ?? false;
