// When the control holding the keyboard's focus leaves a list (a wishlist piece taken off, a return moved out of the
// status shown, a promotion's switch redrawn as the other one), focus would fall back to the page. It goes instead to the
// item now in that place (or the one before, when it was the last), and to `fallback` once the list is empty.
import { type RefObject, useEffect, useRef } from 'react';

interface FocusKeptInList {
  /** The element holding the list's items. */
  listRef: RefObject<HTMLElement | null>;
  /** What marks an item among the list's descendants (`li`, `article`). */
  itemSelector: string;
  /** Changes whenever the items do: the list is looked at again after each change. */
  items: unknown;
  /** What takes the focus in the item now in the place of the control gone: the same control, or the item itself. */
  focusIn: (item: HTMLElement, gone: HTMLElement) => HTMLElement | null;
  /** What takes the focus when no item is left, such as the list's heading. */
  fallback: () => HTMLElement | null;
}

export function useFocusKeptInList({ listRef, itemSelector, items, focusIn, fallback }: FocusKeptInList): void {
  const last = useRef<{ element: HTMLElement; index: number } | null>(null);

  // Where the focus last was in the list, and in which item: read as it arrives, before anything leaves. A visit
  // outside (a confirmation dialog) leaves it as it was: the focus may come back to that control, or fall from it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const list = listRef.current;
      const element = event.target;
      if (!list || !(element instanceof HTMLElement)) return;
      const item = element.closest(itemSelector);
      const index = item && list.contains(item) ? [...list.querySelectorAll(itemSelector)].indexOf(item) : -1;
      if (index >= 0) last.current = { element, index };
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [listRef, itemSelector]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is what changed; the list is read from the page.
  useEffect(() => {
    const gone = last.current;
    if (!gone || gone.element.isConnected) return;
    last.current = null;
    // Only a focus that fell back to the page is moved: one already taken elsewhere stays.
    if (document.activeElement && document.activeElement !== document.body) return;
    const left = listRef.current ? [...listRef.current.querySelectorAll<HTMLElement>(itemSelector)] : [];
    const next = left[Math.min(gone.index, left.length - 1)];
    (next ? focusIn(next, gone.element) : fallback())?.focus();
  }, [items]);
}
