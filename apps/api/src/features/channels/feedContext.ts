// What every item of a feed shares: the shop's name and address, its currency, how its prices hold tax where the
// feed's shoppers live, and the delivery offered in each country.
import {
  type Category,
  type Currency,
  DEFAULT_LANGUAGE,
  destinationPriceCents,
  type Language,
  languagePrefix,
  rateFor,
  type Taxation,
  taxOnNetCents,
} from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { Invalid } from '../../shared/errors.ts';
import { readSettings } from '../settings/index.ts';
import { type CountryDelivery, cheapestDeliveryByCountry } from '../shipping/index.ts';
import { taxationFor } from '../tax/index.ts';

/** Where Merchant Center shows prices before tax; everywhere else a shopper sees them with tax or VAT included. */
const PRICES_BEFORE_TAX_COUNTRIES = new Set(['US', 'CA']);

export interface FeedContext {
  publicUrl: string;
  shopName: string;
  shopDescription: string;
  currency: Currency;
  /** The country the feed is for (`?country=`); null for the shop's one feed. */
  country: string | null;
  /** The language of its titles, descriptions and links (`?lang=`): English unless asked. */
  language: Language;
  taxation: Taxation;
  /** Each country the feed ships to, with its cheapest delivery. */
  deliveries: CountryDelivery[];
  /** When the feed is read: a sale is announced from its start to a while after this. */
  now: Date;
}

/** The feed a channel asks for: its country and language, when the shop has several. */
export interface FeedVariant {
  country?: string;
  lang?: Language;
}

export async function feedContext(db: Db, publicUrl: string, { country, lang }: FeedVariant): Promise<FeedContext> {
  const [settings, taxation, deliveries] = await Promise.all([
    readSettings(db),
    taxationFor(db, country ?? null),
    cheapestDeliveryByCountry(db),
  ]);
  if (country && !deliveries.some((delivery) => delivery.country === country)) {
    throw new Invalid(`The shop delivers to no country ${country}`);
  }
  return {
    publicUrl,
    shopName: settings.shop.name,
    shopDescription: settings.shop.tagline || settings.shop.name,
    currency: taxation.currency,
    country: country ?? null,
    language: lang ?? DEFAULT_LANGUAGE,
    taxation,
    deliveries: country ? deliveries.filter((delivery) => delivery.country === country) : deliveries,
    now: new Date(),
  };
}

/**
 * A price as the feed's shoppers pay it. Prices entered with tax: as the shop charges them there (an export without
 * the home country's VAT). Prices entered before tax: as they are where channels show prices before tax (the US and
 * Canada, and a feed for no country), with the destination's tax added elsewhere.
 */
export function shownPriceCents(priceCents: number, category: Category, context: FeedContext): number {
  const { taxation, country } = context;
  const rate = rateFor(taxation.destination, category);
  if (taxation.pricesIncludeTax) return destinationPriceCents(priceCents, taxation, rate, rateFor(taxation.home, category));
  if (!country || PRICES_BEFORE_TAX_COUNTRIES.has(country)) return priceCents;
  return priceCents + taxOnNetCents(priceCents, rate);
}

/** A shop page's address in the feed's language: `/fr/shop/42` for French. */
export function shopAddress(path: string, context: FeedContext): string {
  return `${context.publicUrl}${languagePrefix(context.language)}${path}`;
}
