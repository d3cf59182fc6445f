// The demo shop's delivery: free standard delivery in the United States from $100, an express method there, and a
// zone each for Europe and the rest of the world; each method named in French too. Written only into a shop with no
// zone.
import { DEFAULT_TAX_RATE } from '@atelier/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones } from '../db/schema.ts';

const FRENCH_METHOD_NAMES = {
  Standard: 'Livraison standard',
  Express: 'Livraison express',
  International: 'Livraison internationale',
} as const;
const inFrench = (name: keyof typeof FRENCH_METHOD_NAMES) => ({ fr: { name: FRENCH_METHOD_NAMES[name] } });

export const DEMO_SHIPPING = [
  {
    name: 'United States',
    countries: ['US'],
    methods: [
      { name: 'Standard', priceCents: 595, freeFromCents: 10_000, minDays: 3, maxDays: 5, translations: inFrench('Standard') },
      { name: 'Express', priceCents: 1_495, freeFromCents: null, minDays: 1, maxDays: 2, translations: inFrench('Express') },
    ],
  },
  {
    name: 'Europe',
    countries: ['FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'IE'],
    methods: [
      {
        name: 'Standard',
        priceCents: 1_200,
        freeFromCents: 20_000,
        minDays: 4,
        maxDays: 8,
        translations: inFrench('Standard'),
      },
    ],
  },
  {
    name: 'Rest of the world',
    countries: ['GB', 'CA', 'AU', 'NZ'],
    methods: [
      {
        name: 'International',
        priceCents: 2_500,
        freeFromCents: null,
        minDays: 7,
        maxDays: 14,
        translations: inFrench('International'),
      },
    ],
  },
];

export async function seedDemoShipping(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ zones: count() }).from(shippingZones);
    if ((existing?.zones ?? 0) > 0) return;
    // One after the other, so the United States is the first zone: the one a checkout without a country offers.
    for (const { name, countries, methods } of DEMO_SHIPPING) {
      const [zone] = await tx
        .insert(shippingZones)
        .values({
          name,
          taxRate: DEFAULT_TAX_RATE,
          createdAt: new Date(Date.now() + DEMO_SHIPPING.findIndex((z) => z.name === name)),
        })
        .returning({ id: shippingZones.id });
      if (!zone) throw new Error('zone not stored');
      await tx.insert(shippingZoneCountries).values(countries.map((country) => ({ country, zoneId: zone.id })));
      await tx.insert(shippingMethods).values(methods.map((method) => ({ zoneId: zone.id, ...method })));
    }
  });
}
