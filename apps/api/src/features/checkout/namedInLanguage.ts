// A checkout is written in its customer's language: its lines, delivery methods and promotion carry the names the
// storefront showed them in (English where the owner wrote none), and the payment page, the order, its mails and its
// invoice keep those names (decision 750).
import { DEFAULT_LANGUAGE, inLanguage, type Language } from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { promotionLabelIn } from '../promotions/index.ts';
import type { ShippingMethodRow } from '../shipping/index.ts';
import type { CheckoutPricing } from './pricing.ts';

/** `pricing` with what it names in `language`; in the shop's own language it is returned as it is, with no query. */
export async function namedInLanguage(
  tx: Db,
  pricing: CheckoutPricing,
  methods: ShippingMethodRow[],
  language: Language,
): Promise<CheckoutPricing> {
  if (language === DEFAULT_LANGUAGE) return pricing;
  const ids = [...new Set(pricing.lines.map((line) => line.productId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name, translations: products.translations })
          .from(products)
          .where(inArray(products.id, ids));
  const productNames = new Map(rows.map((row) => [row.id, inLanguage({ name: row.name }, row.translations, language).name]));
  const methodNames = new Map(methods.map((row) => [row.id, inLanguage({ name: row.name }, row.translations, language).name]));
  return {
    ...pricing,
    lines: pricing.lines.map((line) => ({ ...line, name: productNames.get(line.productId) ?? line.name })),
    shippingOptions: pricing.shippingOptions.map((option) => ({
      ...option,
      name: methodNames.get(option.methodId) ?? option.name,
    })),
    promotionLabel:
      pricing.promotionId === null
        ? pricing.promotionLabel
        : ((await promotionLabelIn(tx, pricing.promotionId, language)) ?? pricing.promotionLabel),
  };
}
