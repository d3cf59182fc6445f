// The 800x1000 (4:5) frame every product is drawn in: a soft backdrop, a floor, a blurred shadow,
// and the shared gradients that give the drawings their volume.
import type { Color } from '@atelier/domain';
import { GOLD, SILVER, TINTS, type Tint } from './palette.ts';
import { FRONT, type View } from './views.ts';

export const WIDTH = 800;
export const HEIGHT = 1000;

export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export interface Picture {
  /** What the product stands or hangs on, drawn beneath its shadow. */
  stage?: string;
  body: string;
  shadow?: Shadow;
  /** Gradients or patterns a drawing needs beyond the shared ones. */
  defs?: string;
  /** Enlarges a small product (and its shadow) about the middle of its shadow. */
  zoom?: number;
}

/** Paints a tone across a rounded surface: dark rims, a highlight left of centre. */
function rounded(id: string, tint: Tint): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${tint.dark}"/><stop offset="0.28" stop-color="${tint.light}"/>
    <stop offset="0.55" stop-color="${tint.base}"/><stop offset="1" stop-color="${tint.dark}"/></linearGradient>`;
}

/** Paints a tone from lit top to shaded bottom. */
function falling(id: string, tint: Tint): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.25" y2="1">
    <stop offset="0" stop-color="${tint.light}"/><stop offset="0.45" stop-color="${tint.base}"/>
    <stop offset="1" stop-color="${tint.dark}"/></linearGradient>`;
}

function sharedDefs(tint: Tint): string {
  return `${rounded('tint-x', tint)}${falling('tint-y', tint)}
  ${rounded('gold-x', GOLD)}${falling('gold-y', GOLD)}${rounded('silver-x', SILVER)}${falling('silver-y', SILVER)}
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.15"/><stop offset="0.2" stop-color="#ffffff" stop-opacity="0.7"/>
    <stop offset="0.35" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.3"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.38" r="0.62">
    <stop offset="0" stop-color="${tint.groundGlow}"/><stop offset="1" stop-color="${tint.ground}"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000000" stop-opacity="0.05"/><stop offset="1" stop-color="#000000" stop-opacity="0.1"/></linearGradient>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
}

function zoomAbout(picture: Picture): string {
  if (!picture.zoom || !picture.shadow) return '';
  const { cx, cy } = picture.shadow;
  return ` transform="translate(${cx} ${cy}) scale(${picture.zoom}) translate(${-cx} ${-cy})"`;
}

/** Narrows the product and slants it about its middle, standing where it stood, as if turned a little away. */
function angleOf(picture: Picture, view: View): string {
  if (!view.angled) return '';
  const cx = picture.shadow?.cx ?? WIDTH / 2;
  return ` transform="translate(${cx} 0) skewY(-6) scale(0.86 1) translate(${-cx} 0)"`;
}

/** The part of the frame a view shows: all of it, or a close-up kept inside the frame. */
function viewBox(view: View): string {
  if (!view.closeUp) return `0 0 ${WIDTH} ${HEIGHT}`;
  const { x, y, zoom } = view.closeUp;
  const [width, height] = [WIDTH / zoom, HEIGHT / zoom];
  const inside = (start: number, room: number) => Math.round(Math.min(Math.max(start, 0), room));
  return `${inside(x - width / 2, WIDTH - width)} ${inside(y - height / 2, HEIGHT - height)} ${Math.round(width)} ${Math.round(height)}`;
}

/** The whole SVG document of one product picture, backdrop tuned to the product's colour. */
export function canvas(color: Color, picture: Picture, view: View = FRONT): string {
  const tint = TINTS[color];
  const shadow = picture.shadow
    ? `<ellipse cx="${picture.shadow.cx}" cy="${picture.shadow.cy}" rx="${picture.shadow.rx}" ry="${picture.shadow.ry}" fill="#000000" opacity="0.22" filter="url(#blur)"/>`
    : '';
  const evening = view.evening ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1e2a4a" opacity="0.5"/>` : '';
  const turned = view.turned ? ` transform="matrix(-1 0 0 1 ${WIDTH} 0)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${viewBox(view)}">
  <defs>${sharedDefs(tint)}${picture.defs ?? ''}</defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>${evening}
  <path d="M150 1000 V330 A250 250 0 0 1 650 330 V1000 Z" fill="#ffffff" opacity="0.35"/>
  <rect y="820" width="${WIDTH}" height="180" fill="url(#floor)"/>
  <g${turned}>${picture.stage ?? ''}
  <g${zoomAbout(picture)}>${shadow}
  <g${angleOf(picture, view)}>${picture.body}</g></g></g>
</svg>`;
}
