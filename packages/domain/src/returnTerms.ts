// Returns as every screen and mail speaks of them: the reasons a customer may give, the states a return goes through
// and the moves between them. Apart from the request schemas (returns.ts), so a screen that only names them loads no
// parser.

/** How many days after an order is completed (or shipped, if never completed) its customer may still send it back. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** What the shop tells the browser of its returns (`GET /api/returns/policy`): the window its server enforces. */
export interface ReturnPolicy {
  windowDays: number;
}
export const RETURN_NOTE_MAX_LENGTH = 500;

export const RETURN_REASONS = [
  'too-small',
  'too-large',
  'not-as-pictured',
  'changed-my-mind',
  'arrived-damaged',
  'wrong-item',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'received', 'closed', 'rejected', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The only moves a return makes; any other is refused with 409. */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['received'],
  received: ['closed'],
  closed: [],
  rejected: [],
  cancelled: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_MOVES[from].includes(to);
}

/** A return still waiting for its parcel: its lines count against what the order can still send back. */
export function isOpenReturn(status: ReturnStatus): boolean {
  return status === 'requested' || status === 'approved';
}
