// Refuses an amount at or above the cap of the shop's currency, as a schema would have: a 400 with the message of the
// first amount refused and, for forms that show each field's error, every field refused (decision 645).
import { type CappedAmount, type PriceCapWording, priceCapRefusals, type ShopMoney } from '@atelier/domain';
import { Invalid } from '../../shared/errors.ts';

export interface PriceCapCheck {
  wording: PriceCapWording;
  /** The route answers `fields` beside `message` (its config says `fieldErrors`). */
  namesFields?: boolean;
}

export function refuseAbovePriceCap(money: ShopMoney, amounts: CappedAmount[], { wording, namesFields }: PriceCapCheck): void {
  const refusals = priceCapRefusals(amounts, money, wording);
  const [first] = refusals;
  if (!first) return;
  if (!namesFields) throw new Invalid(first.message);
  throw new Invalid(first.message, { fields: Object.fromEntries(refusals.map(({ field, message }) => [field, message])) });
}

/** A gift card's or store credit's `amount`, given or taken. */
export function refuseBalanceChangeAboveCap(money: ShopMoney, amount: number): void {
  refuseAbovePriceCap(money, [{ field: 'amount', label: 'Amount', value: amount }], { wording: 'atMost', namesFields: true });
}
