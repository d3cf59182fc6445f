// The query parameters a page reads (the shop's filters, paging and sort, the search, and the few the sign-in,
// password reset, payment and cart screens read). A page is drawn, and kept, from these alone, with the first value
// of each: a tracking tag (`utm_source`) or a cache buster never makes a new rendering.
import { z } from 'zod';

const firstValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value));

const PAGE_PARAMETERS = [
  'cart',
  'category',
  'checkout',
  'color',
  'page',
  'price',
  'q',
  'redirect',
  'session_id',
  'sort',
  'token',
];

export const pageQuery = z.object(Object.fromEntries(PAGE_PARAMETERS.map((name) => [name, firstValue])));
