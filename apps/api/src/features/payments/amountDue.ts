/** The figures of a checkout fixed when it opened: its goods, the discount on them and the tax on what is left. */
interface PricedSession {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
}

/** What a hosted page charges for a session with the delivery chosen on it. */
export function amountDueCents(session: PricedSession, deliveryCents: number): number {
  return session.subtotalCents - session.discountCents + session.taxCents + deliveryCents;
}
