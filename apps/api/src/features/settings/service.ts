// The shop's settings: one row, read by every page and mail; changed by admins, each change in the audit trail.
import {
  type ChecklistItem,
  NEUTRAL_SETTINGS,
  NEUTRAL_SHOP_NAME,
  type ShopMoney,
  type ShopSettings,
  type ShopTax,
  shopMoneyIn,
  shopTaxOf,
} from '@atelier/domain';
import { inArray, sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { images, orders, settings } from '../../db/schema.ts';
import { Conflict, Invalid } from '../../shared/errors.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { existingPageSlugs } from '../pages/index.ts';
import { dropHeldSettings, heldSettings } from './heldSettings.ts';
import { toAuditFields, toShopSettings } from './mapper.ts';
import { keptTranslations } from './translations.ts';

/** The settings as saved; the neutral ones (a copy of them) while nobody saved any. */
async function readSavedSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select({ document: settings.document }).from(settings).limit(1);
  return row ? toShopSettings(row.document) : structuredClone(NEUTRAL_SETTINGS);
}

/**
 * The settings as saved, with the currency and tax they leave to the defaults; the neutral ones while nobody saved any.
 * Held in memory until they change (decision 580): its parts are read-only.
 */
export async function readSettings(db: Db): Promise<ShopSettings> {
  const saved = await heldSettings(db, readSavedSettings);
  const { currency, pricesIncludeTax, taxShipping } = shopTaxOf(saved);
  return { ...saved, currency, pricesIncludeTax, taxShipping };
}

/** The shop's currency, price mode, delivery tax and home country, as checkout and the client's config read them. */
export async function readShopTax(db: Db): Promise<ShopTax> {
  return shopTaxOf(await readSettings(db));
}

/** The shop's money in its currency: amounts the API reads and shows cross between major and minor units here. */
export async function readShopMoney(db: Db): Promise<ShopMoney> {
  return shopMoneyIn((await readShopTax(db)).currency);
}

/**
 * What a save keeps of the saved settings: the currency and the price mode when it leaves them out. Money already paid
 * is in the currency it was paid in, so the currency stays once an order exists.
 */
async function keepTaxSettings(tx: Db, before: ShopSettings, next: ShopSettings): Promise<ShopSettings> {
  const kept = shopTaxOf(before);
  const currency = next.currency ?? kept.currency;
  if (currency !== kept.currency) {
    const [order] = await tx.select({ id: orders.id }).from(orders).limit(1);
    if (order) throw new Conflict('Currency cannot change after the first order');
  }
  return { ...next, currency, pricesIncludeTax: next.pricesIncludeTax ?? kept.pricesIncludeTax };
}

const PICTURES = [
  ['shop.logo', (s: ShopSettings) => s.shop.logo],
  ['hero.image', (s: ShopSettings) => s.hero.image],
] as const;
const imageIdOf = (url: string) => url.slice('/images/'.length, -'.webp'.length).toLowerCase();

/** The schema checked each picture's address; this checks the picture is still in the shop. */
async function refuseMissingPictures(db: Db, next: ShopSettings): Promise<void> {
  const named = PICTURES.flatMap(([field, pick]) => {
    const url = pick(next);
    return url ? [{ field, id: imageIdOf(url) }] : [];
  });
  if (named.length === 0) return;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(
      inArray(
        images.id,
        named.map((picture) => picture.id),
      ),
    );
  const missing = named.filter((picture) => !found.some((image) => image.id === picture.id));
  if (missing.length === 0) return;
  const why = 'The picture is not in the shop any more: upload it again';
  throw new Invalid(why, { fields: Object.fromEntries(missing.map((picture) => [picture.field, why])) });
}

/** Saves the whole document in place of the last one; answers it as saved. */
/** `next` with the translations a save left out kept as they were (decision 600). */
function withTranslationsKept(before: ShopSettings, next: ShopSettings): ShopSettings {
  const { translations: _sent, ...rest } = next;
  const translations = keptTranslations(before, next);
  return translations ? { ...rest, translations } : rest;
}

export async function saveSettings(db: Db, actor: Actor | null, sent: ShopSettings): Promise<ShopSettings> {
  const admin = authorize(actor, 'update', 'settings');
  await refuseMissingPictures(db, sent);
  const saved = await db.transaction(async (tx) => {
    // Locked, so two admins saving at once are recorded one after the other, each against what it replaced.
    const [row] = await tx.select({ document: settings.document }).from(settings).for('update');
    const before = row ? toShopSettings(row.document) : NEUTRAL_SETTINGS;
    const next = withTranslationsKept(before, await keepTaxSettings(tx, before, sent));
    await tx
      .insert(settings)
      .values({ id: true, document: next })
      .onConflictDoUpdate({ target: settings.id, set: { document: next, updatedAt: sql`now()` } });
    await recordAdminAction(tx, {
      actor: admin,
      kind: 'settings.changed',
      subject: { type: 'settings', id: 'shop', label: next.shop.name },
      before: toAuditFields(before),
      after: toAuditFields(next),
    });
    const { taxShipping } = shopTaxOf(next);
    return { ...next, taxShipping };
  });
  // Once committed, before the answer: whoever reads next through this process reads what was saved.
  dropHeldSettings(db);
  return saved;
}

/** Saves `document` if no settings were ever saved (the demo's look); answers whether it did. */
export async function settingsIfNoneSaved(db: Db, document: ShopSettings): Promise<boolean> {
  const saved = await db.insert(settings).values({ id: true, document }).onConflictDoNothing().returning({ id: settings.id });
  dropHeldSettings(db);
  return saved.length > 0;
}

/** What a new shop still has to do before it opens, in the order to do it (admins). */
export async function openingChecklist(db: Db, actor: Actor | null, payments: PaymentsConfig): Promise<ChecklistItem[]> {
  authorize(actor, 'read', 'settings');
  const [{ shop, legal }, pages] = await Promise.all([readSettings(db), existingPageSlugs(db, ['shipping', 'returns'])]);
  return [
    {
      item: 'name-and-contact',
      done: shop.name !== NEUTRAL_SHOP_NAME && shop.email !== '',
      label: 'Give the shop its name and a contact email',
    },
    { item: 'payments', done: payments.provider === 'stripe', label: 'Connect Stripe to take card payments' },
    { item: 'shipping-page', done: pages.has('shipping'), label: 'Write the shipping page' },
    { item: 'returns-page', done: pages.has('returns'), label: 'Write the returns page' },
    {
      item: 'legal-details',
      done: legal.name !== '' && legal.address !== '' && legal.taxId !== '',
      label: "Give the shop's legal name, address and tax number for its invoices",
    },
  ];
}
