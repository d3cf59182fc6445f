import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { useBalancedInstances } from '../../test/balancedInstances.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { openEditForm, STALE_EDIT, saveEditForm } from '../../test/editForm.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { servicesMissing } from '../../test/requiredServices.ts';
import { useTestApp } from '../../test/testApp.ts';

// Two instances of the shop on one database, behind the load balancer; on PostgreSQL (TEST_DATABASE_URL) each on its
// own connections, each with its own copies of the catalog's answers.
const t = useTestApp();
const cluster = useBalancedInstances(t);

describe.skipIf(await servicesMissing(['haproxy']))('an admin editing a product over two instances', () => {
  it('is refused an edit made before a hold the other instance took, and the stock stays as the hold left it', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const holder = await makeSignedInUser(t.app, t.db);
    const scarf = await makeProduct(t.db, { stock: 10 });
    const served = async () => await cluster.requestsServed();
    const whichServed = (before: number[], after: number[]) => after.findIndex((count, i) => count > (before[i] ?? 0));

    let before = await served();
    const loaded = await openEditForm(cluster.client, scarf.id);
    const loadedBy = whichServed(before, await served());

    before = await served();
    const held = await openCheckout(cluster.client, holder.cookie, holder.user.id, [{ _id: scarf.id, quantity: 3 }]);
    expect(held.statusCode).toBe(200);
    const heldBy = whichServed(before, await served());

    before = await served();
    const stale = await saveEditForm(cluster.client, admin.cookie, loaded, { description: 'Now in a softer silk.' });
    const savedBy = whichServed(before, await served());

    expect(heldBy).not.toBe(savedBy);
    expect(savedBy).toBe(loadedBy);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_EDIT);
    const [kept] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarf.id));
    expect(kept?.stock).toBe(7);
  });
});
