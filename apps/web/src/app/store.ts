import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer } from '../features/auth/authSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { loadStoredCart, storeCart } from '../features/cart/cartStorage';
import { baseApi } from './api';

export const rootReducer = combineReducers({
  auth: authReducer,
  cart: cartReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export const store = makeStore({ cart: loadStoredCart() });
let storedCart = store.getState().cart;
store.subscribe(() => {
  const cart = store.getState().cart;
  if (cart !== storedCart) {
    storedCart = cart;
    storeCart(cart);
  }
});
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
