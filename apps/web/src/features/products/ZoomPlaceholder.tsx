// The zoom drawn at once, by the page's own code, when Zoom is tapped before the dialog's code has come (a tap just
// after the page is taken over): the picture full screen with its name and the close button, until the dialog, with
// its arrows and keys, takes its place (components/OnceOpened.tsx, docs/decisions/640). Drawn into the body, as the
// dialog is.
import type { ProductImage as Picture } from '@atelier/domain';
import { createPortal } from 'react-dom';
import { BusyDialog } from '../../components/BusyDialog';
import { ZoomCloseButton } from './ZoomCloseButton';
import { ZOOM } from './zoomFrame';

interface ZoomPlaceholderProps {
  picture: Picture;
  name: string;
  onClose: () => void;
}

export function ZoomPlaceholder({ picture, name, onClose }: ZoomPlaceholderProps) {
  return createPortal(
    <div className={ZOOM.layer}>
      <BusyDialog label={name} onClose={onClose} className={ZOOM.panel}>
        <div className={ZOOM.bar}>
          <div className="min-w-0">
            <p className={ZOOM.title}>{name}</p>
          </div>
          <ZoomCloseButton onClose={onClose} />
        </div>
        <div className={ZOOM.stage}>
          <img src={picture.url} alt={picture.alt} className={ZOOM.picture} />
        </div>
      </BusyDialog>
    </div>,
    document.body,
  );
}
