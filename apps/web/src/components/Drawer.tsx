// A side panel over the page (cart, phone menu): focus trapped, Esc and the backdrop close it, focus returns.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { DrawerCloseButton } from './DrawerCloseButton';
import { DRAWER, type DrawerSide, drawerEdge } from './drawerFrame';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: DrawerSide;
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
  const edge = `${drawerEdge(side)} ${side === 'right' ? 'data-closed:translate-x-full' : 'data-closed:-translate-x-full'}`;
  return (
    <Dialog open={open} onClose={onClose} className={DRAWER.layer}>
      <DialogBackdrop transition className={`${DRAWER.backdrop} ${SLIDE} data-closed:opacity-0`} />
      <DialogPanel transition className={`${DRAWER.panel} ${edge} ${SLIDE}`}>
        <ReturnFocusOnClose />
        <div className={DRAWER.header}>
          <DialogTitle className={DRAWER.title}>{title}</DialogTitle>
          <DrawerCloseButton onClose={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer ? <div className="border-t border-line bg-cream/60 px-6 py-5">{footer}</div> : null}
      </DialogPanel>
    </Dialog>
  );
}
