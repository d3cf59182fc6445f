// The shop's currency for a page's loader: from the config the store holds, or asked for when it holds none yet (a
// page the server draws runs its loaders before the frame's requests, the config among them).
import type { Currency } from '@atelier/domain';
import { selectCurrency } from '../shared/shop/clientConfigSlice';
import type { AppDispatch } from '../shared/store/storeTypes';

export async function shopCurrency(dispatch: AppDispatch): Promise<Currency> {
  const held = dispatch((_, getState) => getState().clientConfig);
  if (held) return selectCurrency({ clientConfig: held });
  const { checkoutApi } = await import('../features/checkout/api');
  await dispatch(checkoutApi.endpoints.getClientConfig.initiate(undefined, { subscribe: false }));
  return dispatch((_, getState) => selectCurrency(getState()));
}
