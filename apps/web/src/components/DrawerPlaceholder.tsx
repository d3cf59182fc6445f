// A side panel drawn at once, by the page's own code, when it is opened before the drawer's code has come (a tap just
// after the page is taken over): the panel and its title with a spinner, until the drawer takes its place
// (OnceOpened.tsx, docs/decisions/640). Drawn into the body, as the drawer is: inside the header, whose blur makes it
// the frame of anything fixed within it, the panel would be as tall as the header.
import { createPortal } from 'react-dom';
import { BusyDialog } from './BusyDialog';
import { DrawerCloseButton } from './DrawerCloseButton';
import { DRAWER, type DrawerSide, drawerEdge } from './drawerFrame';
import { Spinner } from './Spinner';

interface DrawerPlaceholderProps {
  title: string;
  onClose: () => void;
  side?: DrawerSide;
}

export function DrawerPlaceholder({ title, onClose, side = 'right' }: DrawerPlaceholderProps) {
  return createPortal(
    <div className={DRAWER.layer}>
      <div className={DRAWER.backdrop} onClick={onClose} aria-hidden="true" />
      <BusyDialog label={title} onClose={onClose} className={`${DRAWER.panel} ${drawerEdge(side)}`}>
        <div className={DRAWER.header}>
          <p className={DRAWER.title}>{title}</p>
          <DrawerCloseButton onClose={onClose} />
        </div>
        <div className="grid flex-1 place-items-center">
          <Spinner className="size-6" />
        </div>
      </BusyDialog>
    </div>,
    document.body,
  );
}
