import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, images, orderLines, products, settings as settingsTable } from '../../db/schema.ts';
import { makeOrder, makePage, makeProduct, makeShopSettings, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { imageUrl } from './service.ts';
import { deleteUnusedImages } from './sweeper.ts';

const t = useTestApp();
const HOUR_MS = 60 * 60_000;

async function imageUploaded(hoursAgo: number) {
  const [image] = await t.db
    .insert(images)
    .values({
      data: Buffer.from('RIFF....WEBP'),
      contentType: 'image/webp',
      width: 1,
      height: 1,
      createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    })
    .returning({ id: images.id });
  if (!image) throw new Error('image not stored');
  return image.id;
}

async function stillStored(ids: string[]) {
  const rows = await t.db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
  return new Set(rows.map((row) => row.id));
}

describe('deleting images nobody uses', () => {
  it('deletes an image unused for a day, and keeps a younger one or one still in use', async () => {
    const unusedOld = await imageUploaded(25);
    const unusedYoung = await imageUploaded(23);
    const onProduct = await imageUploaded(48);
    const onProductByFullAddress = await imageUploaded(48);
    const onProfile = await imageUploaded(48);
    const onOrder = await imageUploaded(48);
    const inCheckout = await imageUploaded(48);
    await makeProduct(t.db, { image: imageUrl(onProduct) });
    await makeProduct(t.db, { image: `https://shop.example${imageUrl(onProductByFullAddress)}` });
    const shopper = await makeUser(t.db, { profileImage: imageUrl(onProfile) });
    const order = await makeOrder(t.db);
    await t.db
      .insert(orderLines)
      .values({ orderId: order.id, name: 'Silk scarf', priceCents: 4_500, quantity: 1, image: imageUrl(onOrder) });
    await t.db.insert(checkoutSessions).values({
      userId: shopper.id,
      email: shopper.email,
      provider: 'sandbox',
      lines: [
        { productId: onProduct, name: 'Silk scarf', size: null, priceCents: 4_500, quantity: 1, image: imageUrl(inCheckout) },
      ],
      subtotalCents: 4_500,
      taxCents: 225,
      totalCents: 4_725,
    });

    const deleted = await deleteUnusedImages(t.db);

    expect(deleted).toContain(unusedOld);
    const kept = [unusedYoung, onProduct, onProductByFullAddress, onProfile, onOrder, inCheckout];
    expect(deleted.filter((id) => kept.includes(id))).toEqual([]);
    expect(await stillStored([unusedOld, ...kept])).toEqual(new Set(kept));
  });

  it("keeps the shop's logo, its hero picture and pictures its pages show", async () => {
    const [logo, hero, onPage, unused] = await Promise.all([48, 48, 48, 48].map(imageUploaded));
    const settings = await makeShopSettings(t.db, { logo: imageUrl(logo ?? '') });
    await t.db.update(settingsTable).set({ document: { ...settings, hero: { ...settings.hero, image: imageUrl(hero ?? '') } } });
    await makePage(t.db, { body: `Our studio:\n\n![The studio](${imageUrl(onPage ?? '')})` });
    const deleted = await deleteUnusedImages(t.db);
    expect(deleted).toContain(unused);
    expect(await stillStored([logo, hero, onPage].map(String))).toEqual(new Set([logo, hero, onPage]));
  });

  it("keeps every picture of a product's gallery, and deletes one once the gallery drops it", async () => {
    const [first, second, third] = await Promise.all([48, 48, 48].map(imageUploaded));
    const pictures = [first, second, third].map((id) => ({ url: imageUrl(id ?? ''), alt: '' }));
    const product = await makeProduct(t.db, { image: pictures[0]?.url, images: pictures });
    expect(await deleteUnusedImages(t.db)).toEqual([]);

    await t.db
      .update(products)
      .set({ images: pictures.slice(0, 2) })
      .where(eq(products.id, product.id));
    expect(await deleteUnusedImages(t.db)).toEqual([third]);
    expect(await stillStored([first, second].map(String))).toEqual(new Set([first, second]));
  });

  it('deletes each image once when several instances sweep together', async () => {
    const unused = await Promise.all([imageUploaded(30), imageUploaded(30)]);
    const sweeps = await Promise.all([deleteUnusedImages(t.db), deleteUnusedImages(t.db), deleteUnusedImages(t.db)]);
    const deletedTimes = (id: string) => sweeps.flat().filter((deleted) => deleted === id).length;
    expect(unused.map(deletedTimes)).toEqual([1, 1]);
    expect(await stillStored(unused)).toEqual(new Set());
  });

  it('deletes an old image once the product showing it shows another', async () => {
    const old = await imageUploaded(30);
    const product = await makeProduct(t.db, { image: imageUrl(old) });
    expect(await deleteUnusedImages(t.db)).not.toContain(old);
    const served = await t.app.inject({ method: 'GET', url: imageUrl(old) });
    expect(served.statusCode).toBe(200);

    await t.db.update(products).set({ image: '' }).where(eq(products.id, product.id));
    expect(await deleteUnusedImages(t.db)).toContain(old);
    expect((await t.app.inject({ method: 'GET', url: imageUrl(old) })).statusCode).toBe(404);
  });
});
