// Dresses on a gold hanger: one silhouette shaped by neckline, length and flare, plus its details.

import type { Color } from '@atelier/domain';
import type { Picture } from './canvas.ts';
import { TINTS, type Tint } from './palette.ts';
import { hanger } from './props.ts';

export type DressTop = 'straps' | 'sleeves' | 'longSleeves' | 'offShoulder';
export type DressDetail = 'belt' | 'wrap' | 'buttons' | 'pleats' | 'sequins' | 'ribs' | 'ruffle';

export interface DressShape {
  top: DressTop;
  /** Where the hem falls (y) and how wide it flares (half-width). */
  hemY: number;
  hemHalf: number;
  waistHalf: number;
  details: DressDetail[];
}

const CX = 400;
const WAIST_Y = 480;

function sidesFrom(shoulderX: number, shoulderY: number, shape: DressShape): { right: string; left: string } {
  const w = shape.waistHalf;
  const h = shape.hemHalf;
  const right = `C ${CX + shoulderX + 6} ${shoulderY + 90} ${CX + w} ${WAIST_Y - 90} ${CX + w} ${WAIST_Y}
    C ${CX + w + 25} ${WAIST_Y + 140} ${CX + h - 30} ${shape.hemY - 160} ${CX + h} ${shape.hemY}
    Q ${CX} ${shape.hemY + 46} ${CX - h} ${shape.hemY}`;
  const left = `C ${CX - h + 30} ${shape.hemY - 160} ${CX - w - 25} ${WAIST_Y + 140} ${CX - w} ${WAIST_Y}
    C ${CX - w} ${WAIST_Y - 90} ${CX - shoulderX - 6} ${shoulderY + 90} ${CX - shoulderX} ${shoulderY}`;
  return { right, left };
}

function outline(shape: DressShape): string {
  if (shape.top === 'straps') {
    const { right, left } = sidesFrom(105, 290, shape);
    return `M ${CX - 105} 290 Q ${CX} 370 ${CX + 105} 290 ${right} ${left} Z`;
  }
  if (shape.top === 'offShoulder') {
    const { right, left } = sidesFrom(125, 300, shape);
    return `M ${CX - 125} 300 Q ${CX} 330 ${CX + 125} 300 ${right} ${left} Z`;
  }
  const { right, left } = sidesFrom(112, 262, shape);
  return `M ${CX - 55} 236 Q ${CX} 320 ${CX + 55} 236 L ${CX + 112} 262 ${right} ${left} Z`;
}

/** Sleeve outlines for the right side (s = 1) or, mirrored, the left (s = -1). */
const SLEEVES: Partial<Record<DressTop, (s: number) => string>> = {
  sleeves: (s) => `M ${CX + s * 100} 258 L ${CX + s * 150} 285 L ${CX + s * 178} 390 L ${CX + s * 118} 405 Z`,
  longSleeves: (s) =>
    `M ${CX + s * 100} 258 L ${CX + s * 150} 285 C ${CX + s * 185} 380 ${CX + s * 200} 520 ${CX + s * 205} 640 L ${CX + s * 160} 648 C ${CX + s * 150} 540 ${CX + s * 130} 430 ${CX + s * 112} 360 Z`,
};

function sleeves(top: DressTop): string {
  const outline = SLEEVES[top];
  return outline ? [1, -1].map((s) => `<path d="${outline(s)}" fill="url(#tint-x)"/>`).join('') : '';
}

function straps(top: DressTop): string {
  if (top === 'straps')
    return `<path d="M ${CX - 95} 292 L 298 244 M ${CX + 95} 292 L 502 244" stroke="url(#tint-y)" stroke-width="6" stroke-linecap="round"/>`;
  if (top === 'offShoulder')
    return `<path d="M ${CX - 110} 300 L 290 248 M ${CX + 110} 300 L 510 248" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>`;
  return '';
}

function folds(shape: DressShape): string {
  const lines = [-0.55, -0.2, 0.15, 0.5].map((f) => {
    const x = CX + f * shape.hemHalf;
    return `<path d="M ${CX + f * shape.waistHalf} ${WAIST_Y + 30} Q ${CX + f * (shape.waistHalf + shape.hemHalf) * 0.6} ${(WAIST_Y + shape.hemY) / 2} ${x} ${shape.hemY + 10}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="10" filter="url(#soft)"/>`;
  });
  const shine = `<path d="M ${CX - 30} ${WAIST_Y + 40} Q ${CX - 45} ${(WAIST_Y + shape.hemY) / 2} ${CX - 60} ${shape.hemY}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="16" filter="url(#soft)"/>`;
  return lines.join('') + shine;
}

function detail(d: DressDetail, shape: DressShape, tint: Tint): string {
  switch (d) {
    case 'belt':
      return `<rect x="${CX - shape.waistHalf - 6}" y="${WAIST_Y - 16}" width="${2 * shape.waistHalf + 12}" height="30" rx="6" fill="${tint.dark}"/>
        <rect x="${CX - 16}" y="${WAIST_Y - 20}" width="32" height="38" rx="5" fill="none" stroke="url(#gold-x)" stroke-width="6"/>`;
    case 'wrap':
      return `<path d="M ${CX - 52} 240 C ${CX - 10} 330 ${CX + 40} 420 ${CX + shape.waistHalf - 4} ${WAIST_Y} C ${CX + 50} ${WAIST_Y + 140} ${CX + 40} ${shape.hemY - 150} ${CX + 20} ${shape.hemY + 20}" fill="none" stroke="${tint.dark}" stroke-opacity="0.65" stroke-width="4"/>
        <path d="M ${CX + shape.waistHalf - 6} ${WAIST_Y} q 30 60 10 140 M ${CX + shape.waistHalf - 6} ${WAIST_Y} q 50 40 50 110" fill="none" stroke="url(#tint-x)" stroke-width="14" stroke-linecap="round"/>`;
    case 'buttons':
      return `<path d="M ${CX} 300 V ${shape.hemY - 20}" stroke="${tint.dark}" stroke-opacity="0.5" stroke-width="3"/>
        ${[330, 390, 450, 530, 610, 690].map((y) => `<circle cx="${CX + 12}" cy="${y}" r="7" fill="${tint.light}" stroke="${tint.dark}" stroke-width="2"/>`).join('')}
        <path d="M ${CX - 55} 236 L ${CX - 70} 290 L ${CX - 8} 300 Z M ${CX + 55} 236 L ${CX + 70} 290 L ${CX + 8} 300 Z" fill="${tint.light}" stroke="${tint.dark}" stroke-opacity="0.4" stroke-width="2"/>`;
    case 'pleats':
      return Array.from({ length: 11 }, (_, i) => {
        const f = (i - 5) / 5.5;
        return `<path d="M ${CX + f * shape.waistHalf} ${WAIST_Y} L ${CX + f * shape.hemHalf} ${shape.hemY + 18 - Math.abs(f) * 18}" stroke="${tint.dark}" stroke-opacity="0.35" stroke-width="3"/>`;
      }).join('');
    case 'sequins':
      return `<path d="${outline(shape)}" fill="url(#sequins)"/>`;
    case 'ribs':
      return `<path d="${outline(shape)}" fill="url(#ribs)"/>`;
    case 'ruffle': {
      const scallops = Array.from({ length: 9 }, () => 'a 15 15 0 0 0 -30 0').join(' ');
      return `<path d="M ${CX - 135} 292 Q ${CX} 322 ${CX + 135} 292 L ${CX + 135} 330 ${scallops} Z" fill="url(#tint-y)" stroke="${tint.dark}" stroke-opacity="0.35" stroke-width="2"/>`;
    }
  }
}

const DRESS_DEFS = `<linearGradient id="shade-down" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.3" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>
  <filter id="soft" x="-50%" y="-10%" width="200%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>
  <pattern id="sequins" width="12" height="12" patternUnits="userSpaceOnUse">
    <circle cx="3" cy="3" r="2.2" fill="#ffffff" opacity="0.5"/><circle cx="9" cy="9" r="2.2" fill="#000000" opacity="0.12"/></pattern>
  <pattern id="ribs" width="14" height="14" patternUnits="userSpaceOnUse">
    <rect width="5" height="14" fill="#000000" opacity="0.1"/></pattern>`;

export function dress(color: Color, shape: DressShape): Picture {
  const tint = TINTS[color];
  const body = outline(shape);
  return {
    defs: DRESS_DEFS,
    shadow: { cx: CX, cy: Math.min(shape.hemY + 90, 930), rx: shape.hemHalf + 40, ry: 22 },
    body: `${hanger()}${sleeves(shape.top)}${straps(shape.top)}
      <path d="${body}" fill="url(#tint-x)"/>
      <path d="${body}" fill="url(#shade-down)"/>
      <clipPath id="dress-clip"><path d="${body}"/></clipPath>
      <g clip-path="url(#dress-clip)">${folds(shape)}</g>
      ${shape.details.map((d) => detail(d, shape, tint)).join('')}`,
  };
}
