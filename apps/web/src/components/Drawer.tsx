// A side panel over the page (cart, phone menu): focus trapped, Esc and the backdrop close it, focus returns.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslate } from '../shared/i18n/useTranslate';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
}

// The spec's 300 ms drawer animation.
const SLIDE = 'transition duration-300 ease-out data-closed:ease-in';

// Headless UI hands focus back to the element it last saw focused, but it starts watching only once its code has
// loaded: a cart button pressed before the drawer's chunk arrived would leave focus on the page's body. The panel
// remembers what was focused as it opened (before the library moves focus in) and returns there as it goes.
function ReturnFocusOnClose() {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return null;
}

export function Drawer({ open, onClose, title, side = 'right', children, footer }: DrawerProps) {
  const translate = useTranslate();
  const edge = side === 'right' ? 'right-0 data-closed:translate-x-full' : 'left-0 data-closed:-translate-x-full';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className={`fixed inset-0 bg-ink/40 ${SLIDE} data-closed:opacity-0`} />
      <DialogPanel transition className={`fixed inset-y-0 flex w-full max-w-md flex-col bg-ivory shadow-drawer ${edge} ${SLIDE}`}>
        <ReturnFocusOnClose />
        <div className="flex items-center justify-between border-b border-line px-6 py-4">
          <DialogTitle className="font-display text-2xl">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={translate('drawer.close')}
            className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer ? <div className="border-t border-line bg-cream/60 px-6 py-5">{footer}</div> : null}
      </DialogPanel>
    </Dialog>
  );
}
