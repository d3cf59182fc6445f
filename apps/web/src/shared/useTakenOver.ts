import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the browser takes over a page the server drew, true once it has (and on every page drawn in the
 * browser): until then a button's handler is not attached, and a form would be sent by the browser itself.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
