// Whether an element has come within `marginPx` of the screen; once it has, it stays true.
import { type RefObject, useEffect, useState } from 'react';

export function useNearScreen(ref: RefObject<Element | null>, marginPx: number): boolean {
  // A browser without IntersectionObserver cannot say when: everything counts as near at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
