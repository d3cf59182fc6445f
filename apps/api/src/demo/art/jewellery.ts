// Jewellery on display: earrings on a stand, necklaces on a velvet bust, a ring in its box, a bangle on a plinth.
// The product colour is the stone's; the metal is gold, or silver for cool colours.
import type { Color } from '@atelier/domain';
import type { Picture } from './canvas.ts';
import { TINTS, type Tint } from './palette.ts';
import { plinth } from './props.ts';

const VELVET = '#2e2a30';
const CRYSTAL: Tint = { light: '#ffffff', base: '#e9eef5', dark: '#9aa6b8', ground: '', groundGlow: '' };

interface Materials {
  metal: 'gold' | 'silver';
  stone: Tint;
}

function materialsFor(color: Color): Materials {
  const metal = ['silver', 'blue', 'black'].includes(color) ? 'silver' : 'gold';
  const stone = color === 'gold' || color === 'silver' ? CRYSTAL : TINTS[color];
  return { metal, stone };
}

function gemDefs(stone: Tint): string {
  return `<radialGradient id="gem" cx="0.38" cy="0.32" r="0.75">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.18" stop-color="${stone.light}"/>
    <stop offset="0.6" stop-color="${stone.base}"/><stop offset="1" stop-color="${stone.dark}"/></radialGradient>
  <radialGradient id="pearl" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#f4ece0"/><stop offset="1" stop-color="#b9a88f"/></radialGradient>`;
}

function sparkle(x: number, y: number, size: number): string {
  return `<path d="M ${x} ${y - size} L ${x + size * 0.2} ${y - size * 0.2} L ${x + size} ${y} L ${x + size * 0.2} ${y + size * 0.2} L ${x} ${y + size} L ${x - size * 0.2} ${y + size * 0.2} L ${x - size} ${y} L ${x - size * 0.2} ${y - size * 0.2} Z" fill="#ffffff" opacity="0.9"/>`;
}

/** A round faceted stone in a metal bezel. */
function roundGem(x: number, y: number, r: number, metal: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r + 7}" fill="url(#${metal}-x)"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="url(#gem)"/>
    <path d="M ${x - r * 0.5} ${y - r * 0.5} L ${x + r * 0.5} ${y + r * 0.5} M ${x + r * 0.5} ${y - r * 0.5} L ${x - r * 0.5} ${y + r * 0.5} M ${x - r} ${y} H ${x + r}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>
    ${sparkle(x - r * 0.35, y - r * 0.35, r * 0.45)}`;
}

function teardropGem(x: number, top: number, height: number, metal: string): string {
  const w = height * 0.42;
  const d = `M ${x} ${top} C ${x + w * 0.3} ${top + height * 0.35} ${x + w} ${top + height * 0.5} ${x + w} ${top + height * 0.72} A ${w} ${height * 0.28} 0 0 1 ${x - w} ${top + height * 0.72} C ${x - w} ${top + height * 0.5} ${x - w * 0.3} ${top + height * 0.35} ${x} ${top} Z`;
  return `<path d="${d}" fill="url(#gem)" stroke="url(#${metal}-x)" stroke-width="8" stroke-linejoin="round"/>
    <path d="M ${x} ${top + 20} L ${x} ${top + height * 0.85} M ${x - w * 0.6} ${top + height * 0.7} L ${x + w * 0.6} ${top + height * 0.7}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>
    ${sparkle(x - w * 0.35, top + height * 0.62, w * 0.35)}`;
}

function earringStand(): string {
  return `${plinth(860, 150)}
    <rect x="393" y="300" width="14" height="560" fill="url(#plinth-side)"/>
    <rect x="170" y="288" width="460" height="16" rx="8" fill="#f4f1ee" stroke="#d9d4cf" stroke-width="2"/>`;
}

export function hoopEarrings(color: Color): Picture {
  const { metal } = materialsFor(color);
  const hoop = (x: number) => `<path d="M ${x} 300 v 24" stroke="url(#${metal}-x)" stroke-width="6"/>
    <ellipse cx="${x}" cy="450" rx="98" ry="124" fill="none" stroke="url(#${metal}-y)" stroke-width="24"/>
    <path d="M ${x - 80} 380 A 98 124 0 0 1 ${x - 10} 328" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`;
  return { stage: earringStand(), body: `${hoop(280)}${hoop(520)}` };
}

export function dropEarrings(color: Color): Picture {
  const { metal, stone } = materialsFor(color);
  const drop = (x: number) => `<path d="M ${x} 300 v 40" stroke="url(#${metal}-x)" stroke-width="5"/>
    ${roundGem(x, 360, 20, metal)}
    <path d="M ${x} 387 v 26" stroke="url(#${metal}-x)" stroke-width="5"/>
    ${teardropGem(x, 412, 200, metal)}`;
  return { defs: gemDefs(stone), stage: earringStand(), body: `${drop(270)}${drop(530)}` };
}

function bust(): string {
  return `<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#141216"/><stop offset="0.4" stop-color="${VELVET}"/><stop offset="0.6" stop-color="#3d3840"/><stop offset="1" stop-color="#141216"/></linearGradient>
    <path d="M 330 120 H 470 C 468 260 480 330 560 380 C 660 440 690 560 690 1000 H 110 C 110 560 140 440 240 380 C 320 330 332 260 330 120 Z" fill="url(#velvet)"/>
    <ellipse cx="400" cy="120" rx="70" ry="16" fill="#3d3840"/>`;
}

export function pendantNecklace(color: Color): Picture {
  const { metal, stone } = materialsFor(color);
  return {
    defs: gemDefs(stone),
    stage: bust(),
    body: `<path d="M 334 260 C 290 420 340 530 400 540 C 460 530 510 420 466 260" fill="none" stroke="url(#${metal}-x)" stroke-width="6" stroke-dasharray="8 3"/>
      <circle cx="400" cy="548" r="9" fill="none" stroke="url(#${metal}-x)" stroke-width="5"/>
      ${teardropGem(400, 556, 150, metal)}`,
  };
}

export function pearlNecklace(): Picture {
  const pearls = Array.from({ length: 31 }, (_, i) => {
    const t = i / 30;
    // A cubic from one side of the neck, down over the chest and back up.
    const u = 1 - t;
    const x = u ** 3 * 334 + 3 * u * u * t * 230 + 3 * u * t * t * 570 + t ** 3 * 466;
    const y = u ** 3 * 270 + 3 * u * u * t * 640 + 3 * u * t * t * 640 + t ** 3 * 270;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="16" fill="url(#pearl)"/>`;
  });
  return { defs: gemDefs(CRYSTAL), stage: bust(), body: pearls.join('') };
}

export function cocktailRing(color: Color): Picture {
  const { metal, stone } = materialsFor(color);
  const box = `<path d="M 230 560 L 250 380 H 550 L 570 560 Z" fill="#3d3840"/>
    <path d="M 250 400 H 550 L 560 540 H 240 Z" fill="#f3ece2"/>
    <path d="M 220 600 H 580 V 800 Q 580 815 565 815 H 235 Q 220 815 220 800 Z" fill="url(#velvet-box)"/>
    <rect x="220" y="560" width="360" height="50" fill="#f3ece2"/>
    <rect x="280" y="572" width="240" height="26" rx="13" fill="#d8cbb8"/>`;
  return {
    defs: `${gemDefs(stone)}<linearGradient id="velvet-box" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#141216"/><stop offset="0.45" stop-color="#3d3840"/><stop offset="1" stop-color="#141216"/></linearGradient>`,
    shadow: { cx: 400, cy: 815, rx: 210, ry: 16 },
    zoom: 1.25,
    body: `${box}<ellipse cx="400" cy="520" rx="78" ry="70" fill="none" stroke="url(#${metal}-x)" stroke-width="18"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => roundGem(400 + 60 * Math.cos((i * Math.PI) / 4), 430 + 60 * Math.sin((i * Math.PI) / 4), 9, metal)).join('')}
      ${roundGem(400, 430, 44, metal)}
      <rect x="220" y="584" width="360" height="26" fill="#f3ece2"/>
      <path d="M 290 584 H 510" stroke="#b9a88f" stroke-width="4" stroke-linecap="round"/>`,
  };
}

export function bangle(color: Color, twisted: boolean): Picture {
  const { metal } = materialsFor(color);
  const band = color === 'black' || color === 'green' || color === 'red' || color === 'blue' ? 'tint' : metal;
  const twist = twisted
    ? `<ellipse cx="400" cy="600" rx="170" ry="62" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" stroke-dasharray="10 16"/>`
    : '';
  return {
    stage: plinth(700, 250),
    shadow: { cx: 400, cy: 660, rx: 190, ry: 20 },
    zoom: 1.2,
    body: `<ellipse cx="400" cy="580" rx="170" ry="62" fill="none" stroke="url(#${band}-y)" stroke-width="40"/>
      <ellipse cx="400" cy="600" rx="170" ry="62" fill="none" stroke="url(#${band}-x)" stroke-width="34"/>
      <ellipse cx="400" cy="580" rx="190" ry="80" fill="none" stroke="url(#${metal}-x)" stroke-width="4"/>
      <ellipse cx="400" cy="620" rx="190" ry="80" fill="none" stroke="url(#${metal}-x)" stroke-width="4"/>
      ${twist}`,
  };
}
