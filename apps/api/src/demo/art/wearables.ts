// Accessories worn rather than carried: a wide-brim fedora, a silk scarf on a hanger, cat-eye sunglasses.

import type { Color } from '@atelier/domain';
import type { Picture } from './canvas.ts';
import { TINTS } from './palette.ts';
import { plinth } from './props.ts';

export function fedora(color: Color): Picture {
  const tint = TINTS[color];
  const crown = 'M 262 640 C 252 540 270 460 320 432 Q 400 398 480 432 C 530 460 548 540 536 640 Z';
  return {
    shadow: { cx: 400, cy: 720, rx: 300, ry: 30 },
    body: `<ellipse cx="400" cy="640" rx="310" ry="92" fill="${tint.dark}"/>
      <ellipse cx="400" cy="632" rx="306" ry="86" fill="url(#tint-y)"/>
      <path d="${crown}" fill="url(#tint-x)"/>
      <path d="M 340 434 Q 400 478 460 434" fill="none" stroke="${tint.dark}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>
      <path d="M 262 640 C 260 610 261 590 264 575 Q 400 600 536 575 C 539 590 540 610 538 640 Q 400 668 262 640 Z" fill="#2a2125" opacity="0.85"/>
      <path d="M 490 590 l 30 -12 l -6 40 Z" fill="#2a2125"/>
      <path d="M 94 640 A 310 92 0 0 0 706 640 C 640 668 560 676 538 640 Q 400 668 262 640 C 240 676 160 668 94 640 Z" fill="url(#tint-x)" opacity="0.96"/>
      <path d="M 120 660 A 290 80 0 0 0 680 660" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`,
  };
}

export function silkScarf(color: Color): Picture {
  const tint = TINTS[color];
  const square = 'M 160 270 H 640 V 750 H 160 Z';
  const medallion = [120, 90, 60, 30]
    .map((r, i) => `<circle cx="400" cy="510" r="${r}" fill="${i % 2 ? tint.light : '#e8c870'}" opacity="${i % 2 ? 0.8 : 0.9}"/>`)
    .join('');
  const petals = Array.from(
    { length: 12 },
    (_, i) => `<ellipse cx="400" cy="350" rx="16" ry="34" fill="#ffffff" opacity="0.55" transform="rotate(${i * 30} 400 510)"/>`,
  ).join('');
  const corners = [
    [200, 310],
    [600, 310],
    [200, 710],
    [600, 710],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="#e8c870"/><circle cx="${x}" cy="${y}" r="8" fill="${tint.dark}"/>`)
    .join('');
  return {
    defs: `<linearGradient id="silk-folds" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.3" stop-color="#000000" stop-opacity="0.12"/>
      <stop offset="0.55" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.8" stop-color="#000000" stop-opacity="0.15"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.1"/></linearGradient>`,
    shadow: { cx: 400, cy: 800, rx: 260, ry: 24 },
    body: `<g transform="rotate(-6 400 510)">
      <path d="${square}" fill="url(#tint-y)"/>
      <rect x="184" y="294" width="432" height="432" fill="none" stroke="#e8c870" stroke-width="10"/>
      <rect x="206" y="316" width="388" height="388" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
      ${petals}${medallion}${corners}
      <path d="${square}" fill="url(#silk-folds)"/>
      </g>`,
  };
}

function lens(cx: number, mirror: 1 | -1): string {
  const x = (dx: number) => cx + mirror * dx;
  return `M ${x(-70)} 510 Q ${x(10)} 492 ${x(96)} 478 Q ${x(102)} 560 ${x(60)} 592 Q ${x(0)} 624 ${x(-50)} 600 Q ${x(-78)} 578 ${x(-70)} 510 Z`;
}

export function catEyeSunglasses(color: Color): Picture {
  const tint = TINTS[color];
  const left = lens(290, -1);
  const right = lens(510, 1);
  return {
    defs: `<linearGradient id="lens" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#1a1418"/><stop offset="0.7" stop-color="${tint.dark}"/><stop offset="1" stop-color="${tint.base}"/></linearGradient>`,
    stage: plinth(640, 250),
    shadow: { cx: 400, cy: 628, rx: 210, ry: 12 },
    body: `
      <path d="${left}" fill="url(#lens)" stroke="url(#tint-x)" stroke-width="18"/>
      <path d="${right}" fill="url(#lens)" stroke="url(#tint-x)" stroke-width="18"/>
      <path d="M 360 515 Q 400 488 440 515" fill="none" stroke="url(#tint-y)" stroke-width="14"/>
      <path d="M 250 520 Q 280 505 320 512 L 300 560 Q 270 556 250 520 Z" fill="#ffffff" opacity="0.18"/>
      <path d="M 470 512 Q 510 505 545 515 L 530 556 Q 496 560 470 512 Z" fill="#ffffff" opacity="0.18"/>
      <circle cx="196" cy="494" r="5" fill="url(#gold-x)"/><circle cx="604" cy="494" r="5" fill="url(#gold-x)"/>`,
  };
}
