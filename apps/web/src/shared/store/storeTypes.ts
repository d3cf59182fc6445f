// The store's type, shared by the browser's store (plain Redux) and the one made for the server and tests (RTK).
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Store } from 'redux';
import type { RootState } from './rootReducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export interface AppStore extends Store<RootState, UnknownAction> {
  dispatch: AppDispatch;
}
