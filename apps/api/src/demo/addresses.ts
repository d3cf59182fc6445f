// Where the demo customers live: the main demo customer first, then each demo shopper, so every order ships somewhere.
import type { ShippingAddress } from '@atelier/domain';

export const DEMO_ADDRESSES: ShippingAddress[] = [
  { name: 'Camille Laurent', line1: '18 Rue de Seine', line2: 'Apt 4', city: 'Paris', postalCode: '75006', country: 'FR' },
  { name: 'Sophie Martin', line1: '221 Baker Street', line2: '', city: 'London', postalCode: 'NW1 6XE', country: 'GB' },
  {
    name: 'Isabelle Moreau',
    line1: '350 Fifth Avenue',
    line2: 'Suite 2100',
    city: 'New York',
    postalCode: '10118',
    country: 'US',
  },
  { name: 'Naomi Walsh', line1: '7 Merrion Square', line2: '', city: 'Dublin', postalCode: 'D02 FK28', country: 'IE' },
  { name: 'Clara Fischer', line1: 'Unter den Linden 77', line2: '', city: 'Berlin', postalCode: '10117', country: 'DE' },
];
