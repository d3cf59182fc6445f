// A visitor's choice of language, remembered: in a cookie for a year (the note offering another language reads it),
// and on the customer's account when signed in, which the shop's mails to them follow.
import type { Language, User } from '@atelier/domain';

export const LANGUAGE_COOKIE = 'language';
const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language this browser chose before, if any: through the Cookie Store API where the browser has it (Chrome reports
 * every read of `document.cookie` on a page as a performance issue), else from `document.cookie`.
 */
export async function rememberedLanguage(): Promise<string | undefined> {
  if ('cookieStore' in window) return (await window.cookieStore.get(LANGUAGE_COOKIE))?.value ?? undefined;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry?.slice(LANGUAGE_COOKIE.length + 1);
}

export function rememberLanguage(language: Language, user: User | null) {
  // Written at once, not through the asynchronous Cookie Store: the page is left for the other language's next.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
  if (!user) return;
  // Sent as the page is left for the other language's: `keepalive` lets the request outlive the page. Only the language
  // (with the name the profile requires): what this page holds of the profile may be older than what is saved.
  void fetch('/api/auth/edit-profile', {
    method: 'PATCH',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: user._id, username: user.username, language }),
  }).catch(() => undefined);
}
