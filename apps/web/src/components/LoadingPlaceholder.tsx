// 'Loading...' over blank shapes the size of what is coming, so the page does not move when it arrives.
import type { ReactNode } from 'react';
import { LoadingState } from './LoadingState';

/** Shades for the blank shapes. */
export const PLACEHOLDER_BLOCK = 'rounded bg-cream';

export function LoadingPlaceholder({ children, text }: { children: ReactNode; text?: string }) {
  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-0">
        <LoadingState text={text} />
      </div>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
