// A shop that has no zone yet (one upgraded from before zones, or started without the demo) ships as it always did:
// one zone of the SHIP_TO_COUNTRIES countries with one free method. The variable is read for nothing else.
import { DEFAULT_TAX_RATE } from '@atelier/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shippingMethods, shippingZoneCountries, shippingZones } from '../../db/schema.ts';

export const FIRST_ZONE_NAME = 'Everywhere we ship';
export const FIRST_METHOD = { name: 'Standard', priceCents: 0, freeFromCents: null, minDays: 3, maxDays: 7 } as const;

/** Postgres's "undefined table", as drizzle passes it on (in `cause`) or the driver throws it. */
function isMissingTable(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === '42P01';
}

/**
 * Made when the shop has no zone; answers whether it made one. Two instances starting at once make it once. A
 * database not migrated yet (the shop answers 503 on /api/ready until it is) has no zones to make: the next start does.
 */
export async function ensureFirstZone(db: Db, countries: readonly string[]): Promise<boolean> {
  const existing = await db
    .select({ zones: count() })
    .from(shippingZones)
    .then(([row]) => row?.zones ?? 0)
    .catch((error: unknown) => {
      if (isMissingTable(error)) return null;
      throw error;
    });
  if (existing !== 0) return false;
  try {
    return await db.transaction(async (tx) => {
      const [zone] = await tx
        .insert(shippingZones)
        .values({ name: FIRST_ZONE_NAME, taxRate: DEFAULT_TAX_RATE })
        .returning({ id: shippingZones.id });
      if (!zone) throw new Error('zone not stored');
      // Another instance placing the same countries first makes this one give up, rolling its zone back.
      await tx.insert(shippingZoneCountries).values(countries.map((country) => ({ country, zoneId: zone.id })));
      await tx.insert(shippingMethods).values({ zoneId: zone.id, ...FIRST_METHOD });
      return true;
    });
  } catch (error) {
    const [after] = await db.select({ zones: count() }).from(shippingZones);
    if ((after?.zones ?? 0) > 0) return false;
    throw error;
  }
}
