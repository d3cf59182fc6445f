import type { Db } from '../client.ts';

export interface CatalogSeedOwners {
  adminId: string | null;
  customerId: string | null;
}

/** The demo catalog, reviews and orders; filled in with the catalog. */
export async function seedCatalog(_db: Db, _owners: CatalogSeedOwners): Promise<void> {}
