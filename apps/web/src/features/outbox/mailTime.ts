/** "Nov 22, 2026, 11:40 PM": when a mail was written, to the minute. */
export function mailTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
