// Handbags: a structured top-handle bag, a quilted crossbody on a chain, a soft tote and an evening clutch.

import type { Color } from '@atelier/domain';
import type { Picture } from './canvas.ts';
import { TINTS } from './palette.ts';

const STITCH = 'fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2.5" stroke-dasharray="9 7"';

function clasp(x: number, y: number): string {
  return `<rect x="${x - 26}" y="${y - 16}" width="52" height="32" rx="7" fill="url(#gold-y)" stroke="#8a661a" stroke-width="2"/>
    <circle cx="${x}" cy="${y}" r="6" fill="#8a661a"/>`;
}

export function topHandleBag(color: Color): Picture {
  const tint = TINTS[color];
  const body =
    'M 235 500 L 565 500 Q 580 500 582 516 L 606 812 Q 608 840 580 840 L 220 840 Q 192 840 194 812 L 218 516 Q 220 500 235 500 Z';
  return {
    shadow: { cx: 400, cy: 850, rx: 250, ry: 24 },
    body: `<path d="M 290 505 C 280 330 520 330 510 505" fill="none" stroke="${tint.dark}" stroke-width="26" stroke-linecap="round"/>
      <path d="M 296 470 C 300 360 500 360 504 470" fill="none" stroke="${tint.light}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>
      <path d="${body}" fill="url(#tint-x)"/>
      <path d="M 226 530 L 574 530 L 592 810 L 208 810 Z" ${STITCH}/>
      <path d="M 214 500 L 586 500 L 592 610 Q 400 690 208 610 Z" fill="url(#tint-y)" stroke="${tint.dark}" stroke-width="3"/>
      <path d="M 226 514 L 574 514 L 578 598 Q 400 670 222 598 Z" ${STITCH}/>
      ${clasp(400, 652)}
      <circle cx="290" cy="505" r="12" fill="none" stroke="url(#gold-x)" stroke-width="7"/>
      <circle cx="510" cy="505" r="12" fill="none" stroke="url(#gold-x)" stroke-width="7"/>`,
  };
}

export function crossbodyBag(color: Color): Picture {
  const tint = TINTS[color];
  const body = 'M 250 520 H 550 Q 590 520 590 560 V 780 Q 590 820 550 820 H 250 Q 210 820 210 780 V 560 Q 210 520 250 520 Z';
  return {
    defs: `<pattern id="quilt" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="60" height="60" fill="none" stroke="${tint.dark}" stroke-opacity="0.55" stroke-width="3"/>
      <rect x="3" y="3" width="54" height="54" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/></pattern>`,
    shadow: { cx: 400, cy: 830, rx: 230, ry: 22 },
    body: `<path d="M 232 530 C 200 260 300 150 400 150 C 500 150 600 260 568 530" fill="none" stroke="url(#gold-x)" stroke-width="12" stroke-dasharray="18 6" stroke-linecap="round"/>
      <path d="${body}" fill="url(#tint-x)"/>
      <path d="${body}" fill="url(#quilt)"/>
      <path d="M 210 540 Q 210 520 250 520 H 550 Q 590 520 590 540 V 650 Q 400 700 210 650 Z" fill="url(#tint-y)" opacity="0.9"/>
      <path d="M 210 650 Q 400 700 590 650" fill="none" stroke="${tint.dark}" stroke-width="3"/>
      ${clasp(400, 672)}`,
  };
}

export function tote(color: Color): Picture {
  const tint = TINTS[color];
  return {
    shadow: { cx: 400, cy: 870, rx: 240, ry: 24 },
    body: `<path d="M 285 480 C 275 250 360 230 372 480 M 428 480 C 440 230 525 250 515 480" fill="none" stroke="${tint.dark}" stroke-width="22" stroke-linecap="round"/>
      <path d="M 190 470 H 610 L 575 862 Q 573 870 560 870 H 240 Q 227 870 225 862 Z" fill="url(#tint-x)"/>
      <path d="M 190 470 H 610 L 606 505 Q 400 520 194 505 Z" fill="${tint.dark}" opacity="0.55"/>
      <path d="M 202 515 Q 400 532 598 515" ${STITCH}/>
      <path d="M 240 840 H 560" ${STITCH}/>
      <circle cx="285" cy="488" r="10" fill="url(#gold-x)"/><circle cx="515" cy="488" r="10" fill="url(#gold-x)"/>
      <circle cx="372" cy="488" r="10" fill="url(#gold-x)"/><circle cx="428" cy="488" r="10" fill="url(#gold-x)"/>`,
  };
}

export function clutch(color: Color): Picture {
  const tint = TINTS[color];
  const body = 'M 200 560 H 600 Q 620 560 620 580 V 770 Q 620 790 600 790 H 200 Q 180 790 180 770 V 580 Q 180 560 200 560 Z';
  return {
    shadow: { cx: 400, cy: 800, rx: 240, ry: 20 },
    body: `<path d="M 214 566 C 140 300 660 300 586 566" fill="none" stroke="url(#gold-x)" stroke-width="7" stroke-dasharray="10 5"/>
      <path d="${body}" fill="url(#tint-x)"/>
      <path d="${body}" fill="url(#glass)" opacity="0.5"/>
      <path d="M 182 572 Q 184 560 200 560 H 600 Q 616 560 618 572 L 410 705 Q 400 712 390 705 Z" fill="url(#tint-y)" stroke="${tint.dark}" stroke-width="3"/>
      <circle cx="400" cy="690" r="17" fill="url(#gold-y)" stroke="#8a661a" stroke-width="2"/>`,
  };
}
