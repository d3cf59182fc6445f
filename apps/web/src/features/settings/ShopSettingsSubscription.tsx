// Keeps the shop's settings read on every screen, including those drawn in the browser only (sign-up, the dashboard):
// the header, the logo and the page titles show them from the store's copy this fills.
import { useGetSettingsQuery } from './api';

export default function ShopSettingsSubscription() {
  useGetSettingsQuery();
  return null;
}
