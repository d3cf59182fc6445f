// The days a gift card may be sent on: from today (the shopper's) to a year ahead, as a date input writes them, and the
// moment the shop is asked to send it: 9 in the morning of that day, in the shopper's time zone.

/** A day as `YYYY-MM-DD`, in the shopper's own calendar. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day a gift card bought on `today` may be sent. */
export function sendDayRange(today: Date = new Date()): { first: string; last: string } {
  const yearAhead = new Date(today);
  yearAhead.setFullYear(today.getFullYear() + 1);
  return { first: dayOf(today), last: dayOf(yearAhead) };
}

/** The moment a gift card chosen for `day` (`YYYY-MM-DD`) is sent: 9:00 that morning where the shopper is. */
export function sendMoment(day: string): string {
  return new Date(`${day}T09:00:00`).toISOString();
}
