// The shop's settings as the storefront shows them, each placeholder of the owner's texts written in: read by the
// settings query, kept in the store's copy (shared/shop/shopSettingsSlice.ts); null until read.
import { selectShopSettings } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useGetSettingsQuery } from './api';

export function useShownSettings() {
  useGetSettingsQuery();
  return useAppSelector(selectShopSettings);
}
