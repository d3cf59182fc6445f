// The shop's state: the signed-in user and the cart from the first download, the data layer's cache once it loads.
import { combineSlices } from '@reduxjs/toolkit';
import type { ApiState } from '../api/apiState';
import { cartReducer } from '../cart/cartSlice';
import { authReducer } from '../session/authSlice';

export const rootReducer = combineSlices({ auth: authReducer, cart: cartReducer }).withLazyLoadedSlices<{ api: ApiState }>();

export type RootState = ReturnType<typeof rootReducer>;
