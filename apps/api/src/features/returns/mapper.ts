import { type Currency, type Return, type ReturnLine, toMajorUnits } from '@atelier/domain';
import type { returnLines, returns } from '../../db/schema.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

/** A return line with the order line it sends back, as it was bought. */
export interface ReturnLineWithItem {
  line: ReturnLineRow;
  name: string;
  size: string | null;
}

/** A return with its lines and what a person calls its order. */
export interface ReturnWithLines {
  row: ReturnRow;
  orderNumber: number;
  email: string;
  /** The order's currency, which its refund is in. */
  currency: Currency;
  lines: ReturnLineWithItem[];
  refundedCents: number;
}

function toReturnLine({ line, name, size }: ReturnLineWithItem): ReturnLine {
  return {
    _id: line.id,
    lineId: line.orderLineId,
    name,
    size,
    quantity: line.quantity,
    reason: line.reason,
    exchangeSize: line.exchangeSize,
    receivedQuantity: line.receivedQuantity,
    damagedQuantity: line.damagedQuantity,
  };
}

export function toReturn({ row, orderNumber, email, currency, lines, refundedCents }: ReturnWithLines): Return {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    email,
    status: row.status,
    note: row.note,
    lines: lines.map(toReturnLine),
    history: row.history,
    replacementOrderId: row.replacementOrderId,
    refundedAmount: toMajorUnits(refundedCents, currency),
    ...(row.refundTo ? { to: row.refundTo } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
