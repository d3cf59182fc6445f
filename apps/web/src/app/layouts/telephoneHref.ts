/** A `tel:` link to a number written for people: `+33 1 99 00 12 34` dials `tel:+33199001234`. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
