// A year of paid demo orders: more of them lately, the newest still pending or on their way, the rest completed.
import { ORDER_STATUSES, type OrderStep, TAX_RATE, taxCents } from '@atelier/domain';
import type { Random } from './random.ts';

const ORDER_COUNT = 48;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Positions (newest first) of the main demo customer's orders: one of each status and a history behind them. */
const MAIN_CUSTOMER_POSITIONS = new Set([1, 4, 9, 16, 23, 31, 39, 46]);

export interface ProductForSale {
  createdAt: Date;
  priceCents: number;
}

export interface DemoOrder {
  orderId: string;
  customerIndex: number;
  status: OrderStep;
  amountCents: number;
  createdAt: Date;
  updatedAt: Date;
  lines: { productIndex: number; quantity: number; priceCents: number }[];
  /** Pending when paid, then each later status in turn up to the order's, the last at `updatedAt`. */
  history: { status: OrderStep; changedAt: Date }[];
}

function historyOf(status: OrderStep, createdAt: Date, updatedAt: Date): DemoOrder['history'] {
  const steps = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
  const stepMs = steps.length > 1 ? (updatedAt.getTime() - createdAt.getTime()) / (steps.length - 1) : 0;
  return steps.map((step, i) => ({ status: step, changedAt: new Date(createdAt.getTime() + i * stepMs) }));
}

/** Newest first: 3 pending, 4 processing, 5 shipped, then completed. */
function statusAt(position: number): OrderStep {
  if (position < 3) return 'pending';
  if (position < 7) return 'processing';
  if (position < 12) return 'shipped';
  return 'completed';
}

/** Customer 0 is the main demo customer. */
export function demoOrders(random: Random, catalog: readonly ProductForSale[], customerCount: number, now: Date): DemoOrder[] {
  const oldestFirst = catalog
    .map((product, productIndex) => ({ ...product, productIndex }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return Array.from({ length: ORDER_COUNT }, (_, position) => {
    // Denser towards today, reaching back almost a year.
    const ageDays = 0.5 + 355 * (position / (ORDER_COUNT - 1)) ** 1.3 + random.next() * 3;
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    const onSale = oldestFirst.filter((p) => p.createdAt < createdAt);
    const choices = onSale.length >= 3 ? onSale : oldestFirst.slice(0, 3);
    const lines = random.sample(choices, random.int(1, 3)).map((p) => ({
      productIndex: p.productIndex,
      quantity: random.next() < 0.8 ? 1 : 2,
      priceCents: p.priceCents,
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const status = statusAt(position);
    const handledMs = status === 'pending' ? 0 : Math.min(random.int(1, 6) * DAY_MS, now.getTime() - createdAt.getTime());
    const updatedAt = new Date(createdAt.getTime() + handledMs);
    return {
      orderId: `pi_demo_${random.hex(24)}`,
      customerIndex: MAIN_CUSTOMER_POSITIONS.has(position) ? 0 : random.int(1, customerCount - 1),
      status,
      amountCents: subtotalCents + taxCents(subtotalCents, TAX_RATE),
      createdAt,
      updatedAt,
      lines,
      history: historyOf(status, createdAt, updatedAt),
    };
  });
}
