// What tells English apart on a French page: the English catalogue's phrases a French page must not show, and what a
// visitor reads or hears on a page.
import { writtenMessagesOf } from './catalogueSources';

/**
 * Each English message's fixed parts (between its ICU arguments), where the French message differs and the part has a
 * word of 3 letters or more ("Contact" is the same in both, so it is no sign of English).
 */
const frenchMessages = writtenMessagesOf('fr');
export const ENGLISH_PHRASES = Object.entries(writtenMessagesOf('en')).flatMap(([id, message]) => {
  const french = frenchMessages[id] ?? '';
  if (french === message) return [];
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}{3,}/u.test(part) && !french.includes(part));
});

/**
 * The phrases among `texts`: a phrase of several words anywhere in a text, a single word as a whole text (the shop's
 * own English content, "Free returns all winter", is not the catalogue's "Free").
 */
export const slippedIn = (texts: string[]) =>
  ENGLISH_PHRASES.filter((phrase) => texts.some((text) => (phrase.includes(' ') ? text.includes(phrase) : text === phrase)));

const UNREAD = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** What a visitor reads or hears in `root`: its text, and the labels, alternatives and placeholders of its elements. */
export function readableTexts(root: ParentNode): string[] {
  const elements = [...root.querySelectorAll('*')].filter((element) => !UNREAD.has(element.tagName));
  const labels = elements.flatMap((element) =>
    ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts = elements.flatMap((element) =>
    [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent ?? ''),
  );
  return [...texts, ...labels].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
