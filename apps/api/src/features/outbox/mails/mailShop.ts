// Who a mail comes from, as the shop's settings say when the mail is written: its name signs and heads every mail, and
// its address is in every mail's footer. Given to the mail's layout by context, so no mail passes it on by hand.
import { countryName, type ShopAddress, type ShopSettings } from '@atelier/domain';
import { createContext } from 'react';

export interface MailShop {
  name: string;
  /** One line, e.g. "4 Market Street, EH1 1AA Edinburgh, United Kingdom"; empty when the shop shows no address. */
  address: string;
}

function addressLine(address: ShopAddress | null): string {
  if (!address) return '';
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, town, countryName(address.country)].filter(Boolean).join(', ');
}

export function mailShopOf(settings: ShopSettings): MailShop {
  return { name: settings.shop.name, address: addressLine(settings.shop.address) };
}

export const MailShopContext = createContext<MailShop>({ name: '', address: '' });
