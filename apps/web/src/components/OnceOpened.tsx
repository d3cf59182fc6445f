// A dialog whose code, with the dialog library, loads after the page's first screen, drawn closed in an idle moment of
// its own (shared/afterFirstScreen.ts), or at its first opening if that comes first: each dialog mounted closed with
// the page cost the page's start, and one mounted only at the tap took a render more to open (docs/decisions/640).
// Never in the server's page: with `open` always false it also draws the parts only the browser shows (MainLayout.tsx).
import { type ReactNode, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterFirstScreen } from '../shared/afterFirstScreen';

interface OnceOpenedProps {
  open: boolean;
  /** The dialog, usually a lazy component, drawn with the `open` to give it. */
  children: (open: boolean) => ReactNode;
  /** Drawn at once when opened before the dialog's code has come (DrawerPlaceholder), until the dialog takes its place. */
  placeholder?: ReactNode;
}

/** Calls `onMount(true)` once the content of its `Suspense` boundary, lazy parts and all, is on the page. */
function Mounted({ onMount }: { onMount: (mounted: true) => void }) {
  useEffect(() => onMount(true), [onMount]);
  return null;
}

export function OnceOpened({ open, children, placeholder }: OnceOpenedProps) {
  const [wanted, setWanted] = useState(open);
  const [mounted, setMounted] = useState(false);
  const [openedBeforeMounted, setOpenedBeforeMounted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (open && !mounted && placeholder && !openedBeforeMounted) setOpenedBeforeMounted(true);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let gone = false;
    void afterFirstScreen(async () => {})().then(() => {
      if (!gone) startTransition(() => setWanted(true));
    });
    return () => {
      gone = true;
    };
  }, []);

  // The control that opened the dialog takes the focus again on close: a dialog that was still loading when asked for
  // gives none back by itself. Noted before any effect of what it draws, a placeholder's moving the focus included.
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [open]);

  if (!wanted) return null;
  // The dialog is drawn closed first and opened once on the page: mounted open, Headless UI would not slide it in. One
  // opened before that, over its placeholder, is drawn open at once, in the placeholder's place.
  return (
    <Suspense fallback={open ? placeholder : null}>
      {children(open && (mounted || openedBeforeMounted))}
      <Mounted onMount={setMounted} />
    </Suspense>
  );
}
