// Cosmetics on a plinth: a lipstick with its cap, a perfume bottle, an open powder compact, nail lacquer,
// an eyeshadow palette and a jar of cream.

import type { Color } from '@atelier/domain';
import type { Picture } from './canvas.ts';
import { TINTS } from './palette.ts';
import { plinth } from './props.ts';

const FLOOR = 820;

export function lipstick(): Picture {
  return {
    stage: plinth(FLOOR, 240),
    shadow: { cx: 430, cy: FLOOR - 4, rx: 170, ry: 16 },
    body: `<path d="M 348 500 V 360 Q 348 345 362 340 L 440 300 Q 452 296 452 310 V 500 Z" fill="url(#tint-x)"/>
      <path d="M 362 340 L 440 300 Q 452 296 452 310 L 362 352 Z" fill="#ffffff" opacity="0.25"/>
      <rect x="340" y="490" width="120" height="70" fill="url(#gold-x)"/>
      <rect x="324" y="556" width="152" height="16" rx="3" fill="url(#gold-y)"/>
      <rect x="324" y="570" width="152" height="250" rx="6" fill="url(#tint-x)"/>
      <rect x="324" y="570" width="152" height="250" rx="6" fill="url(#glass)" opacity="0.5"/>
      <rect x="324" y="790" width="152" height="12" fill="url(#gold-y)"/>
      <rect x="500" y="600" width="140" height="220" rx="10" fill="url(#gold-x)"/>
      <rect x="500" y="600" width="140" height="14" rx="6" fill="#8a661a" opacity="0.5"/>`,
  };
}

export function perfume(color: Color): Picture {
  const tint = TINTS[color];
  const bottle = 'M 250 520 Q 250 480 290 480 H 510 Q 550 480 550 520 V 790 Q 550 820 520 820 H 280 Q 250 820 250 790 Z';
  return {
    stage: plinth(FLOOR, 240),
    shadow: { cx: 400, cy: FLOOR - 4, rx: 170, ry: 16 },
    body: `<rect x="330" y="330" width="140" height="110" rx="10" fill="url(#gold-x)"/>
      <path d="M 330 350 H 470" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
      <rect x="372" y="436" width="56" height="48" fill="url(#gold-y)"/>
      <path d="${bottle}" fill="#ffffff" opacity="0.55" stroke="#ffffff" stroke-width="4"/>
      <path d="M 268 560 H 532 V 784 Q 532 802 514 802 H 286 Q 268 802 268 784 Z" fill="url(#tint-x)" opacity="0.9"/>
      <path d="${bottle}" fill="url(#glass)"/>
      <rect x="335" y="640" width="130" height="80" rx="4" fill="#fbf7f0" opacity="0.95"/>
      <path d="M 355 670 H 445 M 370 690 H 430" stroke="${tint.dark}" stroke-width="4" stroke-linecap="round"/>`,
  };
}

export function compact(color: Color): Picture {
  const tint = TINTS[color];
  return {
    defs: `<radialGradient id="powder" cx="0.4" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${tint.light}"/><stop offset="1" stop-color="${tint.base}"/></radialGradient>`,
    stage: plinth(FLOOR, 250),
    shadow: { cx: 400, cy: 770, rx: 200, ry: 20 },
    body: `<ellipse cx="400" cy="470" rx="190" ry="200" fill="url(#tint-x)"/>
      <ellipse cx="400" cy="470" rx="160" ry="170" fill="url(#silver-x)"/>
      <path d="M 300 380 Q 330 330 380 318" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
      <rect x="370" y="660" width="60" height="24" rx="8" fill="url(#tint-y)"/>
      <ellipse cx="400" cy="744" rx="200" ry="60" fill="${tint.dark}"/>
      <ellipse cx="400" cy="730" rx="200" ry="60" fill="url(#tint-x)"/>
      <ellipse cx="400" cy="728" rx="160" ry="44" fill="url(#powder)"/>
      <ellipse cx="400" cy="728" rx="90" ry="22" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`,
  };
}

export function nailLacquer(): Picture {
  const bottle = 'M 300 620 Q 300 590 330 590 H 470 Q 500 590 500 620 V 800 Q 500 820 480 820 H 320 Q 300 820 300 800 Z';
  return {
    stage: plinth(FLOOR, 200),
    shadow: { cx: 400, cy: FLOOR - 4, rx: 130, ry: 14 },
    zoom: 1.25,
    body: `<rect x="358" y="360" width="84" height="236" rx="12" fill="url(#tint-x)"/>
      <rect x="358" y="360" width="84" height="236" rx="12" fill="#1a1418" opacity="0.55"/>
      <path d="M 372 380 V 580" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6" stroke-linecap="round"/>
      <path d="${bottle}" fill="url(#tint-x)"/>
      <path d="${bottle}" fill="url(#glass)"/>
      <path d="M 318 640 Q 322 612 346 608" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>`,
  };
}

export function eyeshadowPalette(color: Color): Picture {
  const tint = TINTS[color];
  const shades = ['#ffffff', tint.light, tint.base, '#e8c870', tint.dark, '#3a3236'];
  const pans = shades
    .map((shade, i) => {
      const x = 250 + (i % 3) * 110;
      const y = 520 + Math.floor(i / 3) * 120;
      return `<rect x="${x}" y="${y}" width="90" height="100" rx="14" fill="${shade}" stroke="#00000022" stroke-width="3"/>
        <rect x="${x}" y="${y}" width="90" height="100" rx="14" fill="url(#glass)" opacity="0.6"/>`;
    })
    .join('');
  return {
    shadow: { cx: 400, cy: 800, rx: 250, ry: 22 },
    body: `<g transform="rotate(-4 400 600)">
      <rect x="210" y="250" width="380" height="230" rx="20" fill="url(#silver-x)" stroke="${tint.dark}" stroke-width="10"/>
      <path d="M 240 280 L 330 280 L 250 450 Z" fill="#ffffff" opacity="0.5"/>
      <rect x="210" y="490" width="380" height="290" rx="20" fill="url(#tint-y)"/>
      <rect x="226" y="504" width="348" height="262" rx="14" fill="#1a1418" opacity="0.25"/>
      ${pans}</g>`,
  };
}

export function creamJar(color: Color): Picture {
  const tint = TINTS[color];
  return {
    stage: plinth(FLOOR, 240),
    shadow: { cx: 400, cy: FLOOR - 4, rx: 180, ry: 16 },
    zoom: 1.35,
    body: `<path d="M 250 640 H 550 V 790 Q 550 820 520 820 H 280 Q 250 820 250 790 Z" fill="url(#tint-x)"/>
      <path d="M 250 640 H 550 V 790 Q 550 820 520 820 H 280 Q 250 820 250 790 Z" fill="url(#glass)"/>
      <rect x="300" y="690" width="200" height="70" rx="4" fill="#fbf7f0" opacity="0.95"/>
      <path d="M 330 715 H 470 M 350 737 H 450" stroke="${tint.dark}" stroke-width="4" stroke-linecap="round"/>
      <rect x="240" y="560" width="320" height="86" rx="12" fill="url(#gold-x)"/>
      ${Array.from({ length: 15 }, (_, i) => `<path d="M ${256 + i * 20} 566 V 640" stroke="#8a661a" stroke-opacity="0.35" stroke-width="3"/>`).join('')}`,
  };
}
