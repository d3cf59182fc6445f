// Shop-window props the products are shown on: a gold hanger and a white display plinth.

export function hanger(): string {
  return `<path d="M400 205 V178 q0 -14 14 -22 q20 -12 20 -32 a34 34 0 0 0 -68 0" fill="none" stroke="url(#gold-x)" stroke-width="9" stroke-linecap="round"/>
  <path d="M240 268 L400 200 L560 268" fill="none" stroke="url(#gold-y)" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A round plinth whose top face is centred on y = `top`. */
export function plinth(top: number, halfWidth = 230): string {
  const x0 = 400 - halfWidth;
  const x1 = 400 + halfWidth;
  const ry = halfWidth * 0.18;
  return `<linearGradient id="plinth-side" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#d9d4cf"/><stop offset="0.35" stop-color="#fbfaf8"/><stop offset="1" stop-color="#cfc9c3"/></linearGradient>
  <path d="M ${x0} ${top} V 1000 H ${x1} V ${top} Z" fill="url(#plinth-side)"/>
  <ellipse cx="400" cy="${top}" rx="${halfWidth}" ry="${ry}" fill="#fdfcfa" stroke="#e6e1dc" stroke-width="2"/>`;
}
