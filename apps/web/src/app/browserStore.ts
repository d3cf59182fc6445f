// The browser's store: the cart kept across visits, and the server's answers handed to the data layer when it joins.
import { keepCartStored, loadStoredCart } from '../features/cart/cartStorage';
import { serverRender } from '../shared/serverRender';
import { dataLayerAdded, whenDataLayerAdded } from '../shared/store/dataLayer';
import { makeStore } from '../shared/store/makeStore';

export const store = makeStore({ cart: loadStoredCart() });
keepCartStored(store);
// A reducer added to a running store has no state until the next action; RTK Query needs its state at once.
whenDataLayerAdded(() => store.dispatch(dataLayerAdded(serverRender()?.state)));
