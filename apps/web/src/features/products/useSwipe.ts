import { useRef } from 'react';

/** A horizontal swipe this far or farther moves to the next or the previous picture. */
const SWIPE_PX = 40;

/** Pointer handlers that call `move(1)` on a swipe (or mouse drag) to the left and `move(-1)` on one to the right. */
export function useSwipe(move: (step: number) => void) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event: React.PointerEvent) => {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(distance) >= SWIPE_PX) move(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
    // A mouse pressed on a picture would start the browser's own drag of the image, which cancels the pointer.
    onDragStart: (event: React.DragEvent) => {
      event.preventDefault();
    },
  };
}
