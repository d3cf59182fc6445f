// The further pictures of a demo product: the same drawing framed closer, seen from its other side, or in evening light.

export interface View {
  /** What the picture shows, for its alt text ("close up"); '' for the product's first picture. */
  caption: string;
  /** The point of the frame shown enlarged to fill it, and by how much. */
  closeUp?: { x: number; y: number; zoom: number };
  /** The scene mirrored, as if walked round to its other side. */
  turned?: boolean;
  /** The product turned a little away, as if seen from its left. */
  angled?: boolean;
  /** The backdrop dimmed to an evening blue. */
  evening?: boolean;
}

export const FRONT: View = { caption: '' };
export const TURNED: View = { caption: 'seen from the other side', turned: true };
export const ANGLED: View = { caption: 'from an angle', angled: true };
export const EVENING: View = { caption: 'in evening light', evening: true };

/** The part of the drawing around (x, y), enlarged `zoom` times. */
export function closeUp(x: number, y: number, zoom = 1.8): View {
  return { caption: 'close up', closeUp: { x, y, zoom } };
}
