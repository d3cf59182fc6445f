export type { HoldCaps, HoldScope } from './holdCaps.ts';
export type { HeldLine, Hold, WantedLine } from './holds.ts';
export { giveBack, HOLD_MS, holdStock, linesNotHeld, releaseExpiredHolds, releaseHold, retakeHold } from './holds.ts';
export { stockOfSizes } from './sizedStock.ts';
