// How far V8 lets the heap grow past what survived its last collection.
import { setFlagsFromString } from 'node:v8';

/**
 * V8 grows the heap by a factor it picks for throughput (up to 4× what survived the last collection), so under a
 * burst of requests the shop's memory climbed well past idle. Growing by half at most keeps the heap near what it
 * really holds, at the cost of a few more young collections (decision 215).
 */
export function growHeapByHalfAtMost(): void {
  setFlagsFromString('--heap-growing-percent=50');
}
