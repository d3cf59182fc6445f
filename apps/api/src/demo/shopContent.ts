// The demo shop's settings and pages: the look the storefront had before its owner could change it (the footer's
// contact details, the home page's hero), and starting text for the four pages every shop needs. Written only into a
// shop that has never saved settings: an owner's settings and pages stay as they are across restarts. A delivery
// price, threshold or time is quoted through a placeholder (`{{freeShippingFrom}}`), filled from the zones where the
// text is shown, so it stays true when the owner changes them (decision 531).
import { type ShopSettings, shopSettings } from '@atelier/domain';
import type { Db } from '../db/client.ts';
import { pages, promotions } from '../db/schema.ts';
import { settingsIfNoneSaved } from '../features/settings/index.ts';
import { DEMO_PAGES_FR, DEMO_SETTINGS_FR } from './shopContentFr.ts';

export const DEMO_SETTINGS: ShopSettings = shopSettings.parse({
  shop: {
    name: 'Atelier',
    tagline:
      'Dresses, jewellery, accessories and cosmetics, chosen with care and delivered free in {{homeZone}} from {{freeShippingFrom}}.',
    email: 'hello@atelier.example',
    phone: '+33 1 99 00 12 34',
    address: { line1: '12 Rue de Sèvres', city: 'Paris', postalCode: '75006', country: 'FR' },
    hours: [
      { days: 'Monday – Friday', time: '10:00 – 19:00' },
      { days: 'Saturday', time: '10:00 – 18:00' },
      { days: 'Sunday', time: 'Closed' },
    ],
    social: [],
  },
  // Written but not shown, as the storefront had no announcement bar.
  announcement: { text: 'Up to 20% off new arrivals', link: '/shop', active: false },
  hero: {
    title: 'Quiet pieces for a loud world',
    text: 'Dresses, jewellery, accessories and cosmetics chosen to be worn for years, not for a season.',
    buttonLabel: 'Shop the collection',
    buttonLink: '/shop',
  },
  translations: DEMO_SETTINGS_FR,
});

const ENGLISH_PAGES = [
  {
    slug: 'shipping',
    title: 'Shipping',
    body: `Delivery starts at {{deliveryFrom}}, and in {{homeZone}} it is free on orders from {{freeShippingFrom}}. Every parcel is wrapped with care and tracked to your door.

## When your order leaves us

We pack orders on working days, usually within two of them. You get a mail when your order is on its way, and you can follow it from your account.

## Where we ship

We ship to the countries offered at checkout. Your cart shows the delivery methods and their prices for your country before you pay. In {{homeZone}}, delivery takes {{deliveryDays}} once your order has left us; further away it can take longer.

## Something went wrong?

If a parcel is late, damaged or lost, write to us with your order number and we will sort it out with the carrier.`,
  },
  {
    slug: 'returns',
    title: 'Returns',
    body: `If something is not right, send it back within **30 days** of delivery and we refund the full price: our money-back guarantee.

## How to return

1. Write to us with your order number and what you are sending back.
2. Pack the items unworn and unwashed, with their labels.
3. Send the parcel to the address we reply with, and keep the proof of postage.

## Your refund

Once the parcel reaches us and we have checked it, we refund the price to the card you paid with. Your bank may take a few days to show it.

Cosmetics can be returned only unopened, for hygiene.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    body: `We keep only what we need to run the shop and your orders.

## What we keep

- Your name, email and password (stored only as a hash) when you open an account.
- Your orders and the address you ship them to.
- Your reviews, shown with your name.

## What we do with it

We use it to deliver your orders, to write to you about them, and to let you sign in. We do not sell it. Card payments are handled by our payment provider: we never see or keep your card number.

## Your choices

You can change your profile at any time. To have your account deleted, or to ask what we keep about you, write to us.`,
  },
  {
    slug: 'terms',
    title: 'Terms',
    body: `These terms apply to orders placed in this shop.

## Prices and payment

Prices are in US dollars. Tax is added at checkout, where you see the total before you pay. Your order is confirmed once your payment is accepted.

## Stock

We hold the items in your checkout while you pay. If something sells out before your payment is accepted, we tell you and take no payment for it.

## Returns

You can return items within 30 days of delivery, as set out on our [returns page](/pages/returns).

## Questions

If anything is unclear, [contact us](/contact) before you order.`,
  },
];

export const DEMO_PAGES = ENGLISH_PAGES.map((page) => ({ ...page, translations: DEMO_PAGES_FR[page.slug] ?? {} }));

/**
 * A welcome code, and the home page's "up to 20%" as an automatic discount on jewellery, left switched off so the demo's
 * carts keep the spec's arithmetic until the owner switches it on.
 */
const DEMO_PROMOTIONS: (typeof promotions.$inferInsert)[] = [
  {
    code: 'WELCOME10',
    label: 'Welcome: 10% off',
    kind: 'percentage',
    value: 10,
    perCustomerLimit: 1,
    translations: { fr: { label: 'Bienvenue\u00a0: 10\u00a0% de remise' } },
  },
  {
    code: null,
    label: '−20% at checkout',
    kind: 'percentage',
    value: 20,
    categories: ['jewellery'],
    active: false,
    translations: { fr: { label: '−20\u00a0% au paiement' } },
  },
];

/** Once, with the settings: a page or promotion its owner deleted does not come back on the next start. */
export async function seedShopContent(db: Db): Promise<void> {
  if (!(await settingsIfNoneSaved(db, DEMO_SETTINGS))) return;
  await db.insert(pages).values(DEMO_PAGES).onConflictDoNothing();
  await db.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
}
