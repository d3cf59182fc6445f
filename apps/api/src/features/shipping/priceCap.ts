// A delivery method's price and free-from threshold stay below the cap of the shop's currency (decision 645).
import type { CappedAmount, ShippingMethodFields } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { readShopMoney, refuseAbovePriceCap } from '../settings/index.ts';

type MethodAmounts = Pick<ShippingMethodFields, 'price' | 'freeFrom'>;

function methodAmounts(method: MethodAmounts, at = ''): CappedAmount[] {
  return [
    { field: `${at}price`, label: 'Price', value: method.price },
    { field: `${at}freeFrom`, label: 'Free from', value: method.freeFrom },
  ];
}

async function refuse(db: Db, amounts: CappedAmount[]): Promise<void> {
  refuseAbovePriceCap(await readShopMoney(db), amounts, { wording: 'lessThan', namesFields: true });
}

export async function refuseMethodAboveCap(db: Db, method: MethodAmounts): Promise<void> {
  await refuse(db, methodAmounts(method));
}

/** Each of a zone's methods, named by its place in the list (`methods.0.price`). */
export async function refuseZoneMethodsAboveCap(db: Db, methods: MethodAmounts[] | undefined): Promise<void> {
  await refuse(
    db,
    (methods ?? []).flatMap((method, index) => methodAmounts(method, `methods.${index}.`)),
  );
}
