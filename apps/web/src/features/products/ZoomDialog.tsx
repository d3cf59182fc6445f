// A product's picture full screen: left and right move through the pictures, Escape closes and focus goes back to
// the button that opened it (Headless UI's Dialog).

import type { ProductImage as Picture } from '@atelier/domain';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSwipe } from './useSwipe';
import { ZoomCloseButton } from './ZoomCloseButton';
import { ROUND_BUTTON, ZOOM } from './zoomFrame';

interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  pictures: Picture[];
  shown: number;
  onMove: (step: number) => void;
  name: string;
}

export function ZoomDialog({ open, onClose, pictures, shown, onMove, name }: ZoomDialogProps) {
  const translate = useTranslate();
  const swipe = useSwipe(onMove);
  const picture = pictures[shown];
  const several = pictures.length > 1;
  return (
    <Dialog open={open} onClose={onClose} className={ZOOM.layer}>
      <DialogPanel
        className={ZOOM.panel}
        onKeyDown={(event: React.KeyboardEvent) => {
          if (!several || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
          event.preventDefault();
          onMove(event.key === 'ArrowRight' ? 1 : -1);
        }}
      >
        <div className={ZOOM.bar}>
          <div className="min-w-0">
            <DialogTitle className={ZOOM.title}>{name}</DialogTitle>
            {several && (
              <p aria-live="polite" className="text-sm text-white/80">
                {translate('product.pictureOf', { shown: shown + 1, count: pictures.length })}
              </p>
            )}
          </div>
          <ZoomCloseButton onClose={onClose} />
        </div>
        <div className={ZOOM.stage} {...swipe}>
          {picture && <img src={picture.url} alt={picture.alt} className={ZOOM.picture} />}
          {several && (
            <>
              <button
                type="button"
                onClick={() => onMove(-1)}
                className={`${ROUND_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
                aria-label={translate('product.previousPicture')}
              >
                <ChevronLeft size={22} aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => onMove(1)}
                className={`${ROUND_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
                aria-label={translate('product.nextPicture')}
              >
                <ChevronRight size={22} aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
