// A gift card product's amounts (decision 680): major units over the API, minor units in its `gift_card` column, and
// the same answer written by the database for a listing's JSON.
import { type GiftCardOffer, lowestGiftCardAmount, type ShopMoney } from '@atelier/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { jsonObject } from '../../db/jsonText.ts';
import type { GiftCardOfferCents } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';

export function toGiftCardOfferCents(offer: GiftCardOffer, money: ShopMoney): GiftCardOfferCents {
  return {
    amountsCents: offer.amounts.map((amount) => money.toMinor(amount)),
    ...(offer.customMin === undefined ? {} : { customMinCents: money.toMinor(offer.customMin) }),
    ...(offer.customMax === undefined ? {} : { customMaxCents: money.toMinor(offer.customMax) }),
  };
}

export function toGiftCardOffer(cents: GiftCardOfferCents, money: ShopMoney): GiftCardOffer {
  return {
    amounts: cents.amountsCents.map((amount) => money.toMajor(amount)),
    ...(cents.customMinCents === undefined ? {} : { customMin: money.toMajor(cents.customMinCents) }),
    ...(cents.customMaxCents === undefined ? {} : { customMax: money.toMajor(cents.customMaxCents) }),
  };
}

/** The columns a gift card's amounts set: its price is the lowest of them, and it keeps no stock. */
export function giftCardColumns(offer: GiftCardOffer, money: ShopMoney) {
  return { giftCard: toGiftCardOfferCents(offer, money), priceCents: money.toMinor(lowestGiftCardAmount(offer)), stock: 0 };
}

/** A gift card's price follows its amounts, and it has no stock to set. */
export function refuseGiftCardPriceOrStock(body: { price?: unknown; stock?: unknown; sizes?: unknown[] | undefined }) {
  if (body.price !== undefined) throw new Invalid("A gift card's price is its lowest amount: change its amounts instead");
  if (body.stock !== undefined || (body.sizes?.length ?? 0) > 0) throw new Invalid('A gift card has no sizes or stock');
}

/** `"giftCard":{…}` as `toGiftCardOffer` writes it, or null (left out) for any other product. */
export function giftCardJson(giftCard: SQLWrapper, money: ShopMoney): SQL {
  const minorPerMajor = sql.raw(String(money.toMinor(1)));
  const major = (key: string) => sql`to_json((${giftCard}->>${sql.raw(`'${key}'`)})::float8 / ${minorPerMajor})::text`;
  const amounts = sql`'"amounts":[' || coalesce((select string_agg(to_json(amount::float8 / ${minorPerMajor})::text, ',' order by position) from jsonb_array_elements_text(${giftCard}->'amountsCents') with ordinality as offered(amount, position)), '') || ']'`;
  const optional = (key: string, name: string) =>
    sql`case when ${giftCard}->>${sql.raw(`'${key}'`)} is not null then ${sql.raw(`'"${name}":'`)} || ${major(key)} end`;
  const offer = jsonObject([amounts, optional('customMinCents', 'customMin'), optional('customMaxCents', 'customMax')]);
  return sql`case when ${giftCard} is not null then '"giftCard":' || ${offer} end`;
}
