// What delivery costs: a method's price for a subtotal and what is missing to reach free delivery. Zod-free, so the
// cart, the checkout and the refunds all work it out the same way.
/** A delivery method's rate, as the price rules need it. */
export interface DeliveryRateCents {
  priceCents: number;
  /** The subtotal (after discounts) from which the method costs nothing; null when it always costs its price. */
  freeFromCents: number | null;
}

/** What the method costs for goods worth `subtotalCents` after discounts: nothing from `freeFrom` on, else its price. */
export function deliveryPriceCents(rate: DeliveryRateCents, subtotalCents: number): number {
  return rate.freeFromCents !== null && subtotalCents >= rate.freeFromCents ? 0 : rate.priceCents;
}

/** What is missing to reach free delivery: 0 once reached, null for a method without a threshold. */
export function amountToFreeCents(rate: DeliveryRateCents, subtotalCents: number): number | null {
  if (rate.freeFromCents === null) return null;
  return Math.max(0, rate.freeFromCents - subtotalCents);
}

/** A dollar amount as a query sends it (`120`, `120.5`, `120.00`): at most two decimals, never a sign or an exponent. */
const DOLLARS = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Cents of a dollar amount sent as text, or null when it is not one; worked on the digits, so no cent is lost. */
export function parseDollarsToCents(text: string): number | null {
  if (!DOLLARS.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "3–5 working days", "1 working day". */
export function deliveryWindowText(minDays: number, maxDays: number): string {
  const days = minDays === maxDays ? `${minDays}` : `${minDays}–${maxDays}`;
  return `${days} working ${maxDays === 1 ? 'day' : 'days'}`;
}

/** The day `workingDays` working days (Monday to Friday) after `from`, in UTC. */
export function addWorkingDays(from: Date, workingDays: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Expected Dec 2 – Dec 4" for an order placed at `placedAt`: the same words on every screen and in the mails. */
export function expectedDeliveryText(placedAt: Date, minDays: number, maxDays: number): string {
  const first = shortDate.format(addWorkingDays(placedAt, minDays));
  const last = shortDate.format(addWorkingDays(placedAt, maxDays));
  return first === last ? `Expected ${first}` : `Expected ${first} – ${last}`;
}
