// Where an order ships: the address the hosted payment page collects, checked the same way wherever it comes from.
import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';

export interface ShippingAddress {
  /** The full name of whoever receives the parcel. */
  name: string;
  line1: string;
  /** Empty when there is none. */
  line2: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  country: string;
}

/** Every field bounded; the country must be one the shop ships to, so the schema is made from that list. */
export function shippingAddressSchema(countries: readonly string[]) {
  return z.object({
    name: requiredText('Full name', 100),
    line1: requiredText('Address line 1', 200),
    line2: optionalText('Address line 2', 200).transform((value) => value ?? ''),
    city: requiredText('City', 100),
    postalCode: requiredText('Postal code', 20),
    country: z
      .string({ error: 'Country is required' })
      .trim()
      .toUpperCase()
      .refine((code) => countries.includes(code), { message: 'We do not ship to that country' }),
  }) satisfies z.ZodType<ShippingAddress, unknown>;
}
