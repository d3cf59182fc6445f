// A product's picture full screen: left and right move through the pictures, Escape closes and focus goes back to
// the button that opened it (Headless UI's Dialog).

import type { ProductImage as Picture } from '@atelier/domain';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSwipe } from './useSwipe';

interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  pictures: Picture[];
  shown: number;
  onMove: (step: number) => void;
  name: string;
}

const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white';

export function ZoomDialog({ open, onClose, pictures, shown, onMove, name }: ZoomDialogProps) {
  const translate = useTranslate();
  const swipe = useSwipe(onMove);
  const picture = pictures[shown];
  const several = pictures.length > 1;
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogPanel
        className="flex h-full w-full flex-col bg-ink"
        onKeyDown={(event: React.KeyboardEvent) => {
          if (!several || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
          event.preventDefault();
          onMove(event.key === 'ArrowRight' ? 1 : -1);
        }}
      >
        <div className="flex items-center justify-between gap-4 p-3 text-white">
          <div className="min-w-0">
            <DialogTitle className="truncate font-sans text-sm">{name}</DialogTitle>
            {several && (
              <p aria-live="polite" className="text-sm text-white/80">
                {translate('product.pictureOf', { shown: shown + 1, count: pictures.length })}
              </p>
            )}
          </div>
          <button type="button" onClick={onClose} className={ROUND_BUTTON} aria-label={translate('product.closeZoom')}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4" {...swipe}>
          {picture && (
            <img src={picture.url} alt={picture.alt} className="h-full w-full touch-pan-y select-none object-contain" />
          )}
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
