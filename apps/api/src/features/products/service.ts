import {
  type CreateProductBody,
  inLanguage,
  type Language,
  mergedTranslations,
  type ProductSibling,
  type ShopMoney,
  type UpdateProductBody,
} from '@atelier/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../shared/errors.ts';
import { existingId } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { readShopMoney, refuseAbovePriceCap } from '../settings/index.ts';
import { channelColumns } from './channelColumns.ts';
import { galleryOf } from './gallery.ts';
import { giftCardColumns, refuseGiftCardPriceOrStock } from './giftCardOffer.ts';
import { NEWEST_FIRST } from './listing.ts';
import { lockedProduct } from './lockedProduct.ts';
import { type ProductRow, type ProductWithSizes, productColumns, toAuditedProduct } from './mapper.ts';
import { productAmounts } from './priceCap.ts';
import { hasSizes, replaceSizes, withOwnSizes } from './sizes.ts';
import { styleOf } from './style.ts';

export { listProducts } from './listing.ts';

const RELATED_COUNT = 4;

export async function findProduct(db: Db, rawId: string): Promise<ProductRow> {
  const id = existingId(rawId, 'Product');
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw new NotFound('Product not found');
  return row;
}

/** Up to four other products of the same category, newest first. */
export async function relatedProducts(db: Db, rawId: string): Promise<ProductRow[]> {
  const product = await findProduct(db, rawId);
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(...NEWEST_FIRST)
    .limit(RELATED_COUNT);
}

/** The other colours of the product's style, as its page's swatches show them, named in `language`. */
export async function productSiblings(db: Db, row: ProductWithSizes, language?: Language): Promise<ProductSibling[]> {
  if (row.style === null) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      translations: products.translations,
      color: products.color,
      image: products.image,
      priceCents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.style, row.style), ne(products.id, row.id)))
    .orderBy(products.color, products.name, products.id);
  return rows.map(({ id, name, translations, color, image, priceCents, stock }) => ({
    _id: id,
    name: inLanguage({ name }, translations, language).name,
    color: color as ProductSibling['color'],
    image,
    price: row.money.toMajor(priceCents),
    stock,
  }));
}

/** An empty old price clears it; an absent one leaves it as it is. */
function oldPriceCents(oldPrice: CreateProductBody['oldPrice'], money: ShopMoney): number | null | undefined {
  if (oldPrice === undefined) return undefined;
  return typeof oldPrice === 'number' ? money.toMinor(oldPrice) : null;
}

export async function createProduct(db: Db, actor: Actor | null, body: CreateProductBody): Promise<ProductWithSizes> {
  const me = authorize(actor, 'create', 'product');
  return db.transaction(async (tx) => {
    const money = await readShopMoney(tx);
    refuseAbovePriceCap(money, productAmounts(body), { wording: 'below' });
    const gallery = await galleryOf(tx, body, undefined);
    const style = await styleOf(tx, me, body, undefined);
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        category: body.category,
        color: body.color,
        description: body.description,
        priceCents: money.toMinor(body.price ?? 0),
        oldPriceCents: oldPriceCents(body.oldPrice, money) ?? null,
        image: gallery?.image ?? '',
        images: gallery?.images ?? [],
        style: style ?? null,
        stock: body.stock ?? 0,
        translations: mergedTranslations({}, body.translations),
        authorId: me.id,
        ...channelColumns(body),
        ...(body.giftCard ? giftCardColumns(body.giftCard, money) : {}),
      })
      .returning(productColumns);
    if (!row) throw new Error('product not created');
    if (body.sizes) await replaceSizes(tx, row.id, body.sizes);
    const created = await withOwnSizes(tx, await findProduct(tx, row.id));
    const subject = { type: 'product', id: row.id, label: row.name } as const;
    await recordAdminAction(tx, { actor: me, kind: 'product.created', subject, after: toAuditedProduct(created) });
    return created;
  });
}

/**
 * Stock is set as what can be bought now: stock held by open checkouts is already taken out of it. With the version
 * the form loaded, an edit made before the product last changed is refused rather than written over that change.
 */
export async function updateProduct(
  db: Db,
  actor: Actor | null,
  rawId: string,
  body: UpdateProductBody,
): Promise<ProductWithSizes> {
  const me = authorize(actor, 'update', 'product');
  const id = existingId(rawId, 'Product');
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    refuseAbovePriceCap(before.money, productAmounts(body), { wording: 'below' });
    // Saving a form opened before a sale or a hold would put back stock already sold (decision 315).
    if (body.version !== undefined && body.version !== before.version) {
      throw new Conflict('This product changed since you opened it');
    }
    if (body.stock !== undefined && body.sizes === undefined && (await hasSizes(tx, id))) {
      throw new Invalid('This product has sizes: give the stock of each size');
    }
    const { money } = before;
    if (before.giftCard) refuseGiftCardPriceOrStock(body);
    const gallery = await galleryOf(tx, body, before);
    const style = await styleOf(tx, me, body, before);
    const [row] = await tx
      .update(products)
      .set({
        name: body.name,
        category: body.category,
        color: body.color,
        description: body.description,
        priceCents: body.price === undefined ? undefined : money.toMinor(body.price),
        oldPriceCents: oldPriceCents(body.oldPrice, money),
        image: gallery?.image,
        images: gallery?.images,
        style,
        stock: body.stock,
        ...channelColumns(body),
        translations: body.translations && mergedTranslations(before.translations, body.translations),
        ...(body.giftCard ? giftCardColumns(body.giftCard, money) : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning(productColumns);
    if (!row) throw new NotFound('Product not found');
    if (body.sizes) await replaceSizes(tx, id, body.sizes);
    const after = await withOwnSizes(tx, await findProduct(tx, id));
    await recordAdminAction(tx, {
      actor: me,
      kind: 'product.changed',
      subject: { type: 'product', id, label: after.name },
      before: toAuditedProduct(before),
      after: toAuditedProduct(after),
    });
    return after;
  });
}

/** Its reviews go with it (cascade); orders keep their lines, which forget the product. */
export async function deleteProduct(db: Db, actor: Actor | null, rawId: string): Promise<void> {
  const me = authorize(actor, 'delete', 'product');
  const id = existingId(rawId, 'Product');
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    await tx.delete(products).where(eq(products.id, id));
    const subject = { type: 'product', id, label: before.name } as const;
    await recordAdminAction(tx, { actor: me, kind: 'product.deleted', subject, before: toAuditedProduct(before) });
  });
}
