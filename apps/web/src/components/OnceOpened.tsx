// A dialog whose code, with the dialog library, loads the first time it opens instead of with the page: most visits
// never open the cart, the phone menu or the zoom, and each dialog mounted closed still cost the page's start.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface OnceOpenedProps {
  open: boolean;
  /** The dialog, usually a lazy component, drawn with the `open` to give it. */
  children: (open: boolean) => ReactNode;
}

/** Calls `onMount(true)` once the content of its `Suspense` boundary, lazy parts and all, is on the page. */
function Mounted({ onMount }: { onMount: (mounted: true) => void }) {
  useEffect(() => onMount(true), [onMount]);
  return null;
}

export function OnceOpened({ open, children }: OnceOpenedProps) {
  const [wanted, setWanted] = useState(open);
  const [mounted, setMounted] = useState(false);
  if (open && !wanted) setWanted(true);
  const opener = useRef<HTMLElement | null>(null);

  // The control that opened the dialog takes the focus again on close: a dialog that was still loading when asked for
  // gives none back by itself.
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [open]);

  if (!wanted) return null;
  // The dialog is drawn closed first and opened once on the page: mounted open, Headless UI would not slide it in.
  return (
    <Suspense fallback={null}>
      {children(open && mounted)}
      <Mounted onMount={setMounted} />
    </Suspense>
  );
}
