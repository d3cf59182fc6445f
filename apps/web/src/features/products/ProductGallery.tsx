// The product page's pictures: the one shown with thumbnails below; arrow keys and a swipe move through them, and
// Zoom opens the one shown full screen. Screen readers hear which picture is shown ("Picture 2 of 5"). The zoom dialog
// (Headless UI, about 16 KB gzip) loads after the page's first screen; a Zoom tapped before it has come shows the
// picture full screen at once (ZoomPlaceholder.tsx).
import { type ProductImage as Picture, PRODUCT_IMAGE_SIZES } from '@atelier/domain';
import { Maximize2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { OnceOpened } from '../../components/OnceOpened';
import { ProductImage } from '../../components/ProductImage';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSwipe } from './useSwipe';
import { ZoomPlaceholder } from './ZoomPlaceholder';

const ZoomDialog = lazy(() => import('./ZoomDialog').then((module) => ({ default: module.ZoomDialog })));

interface ProductGalleryProps {
  pictures: Picture[];
  /** The product's name: what a product without a picture shows as its label. */
  name: string;
}

/** The place of the picture `step` away from `index`, going round at either end. */
export const around = (index: number, step: number, count: number) => (index + step + count) % count;

export function ProductGallery({ pictures, name }: ProductGalleryProps) {
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = pictures.length;
  const translate = useTranslate();
  const move = (step: number) => setShown((index) => around(index, step, count));
  const swipe = useSwipe(move);
  const picture = pictures[shown];
  if (!picture) return <ProductImage src="" alt={name} eager sizes={PRODUCT_IMAGE_SIZES.detail} className="rounded-card" />;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <section aria-label={translate('product.pictures', { name })} className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-card" {...swipe}>
        <ProductImage
          key={picture.url}
          src={picture.url}
          alt={picture.alt}
          eager={shown === 0}
          sizes={PRODUCT_IMAGE_SIZES.detail}
          className="touch-pan-y select-none"
        />
        <button
          type="button"
          onClick={() => setZoomed(true)}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 text-sm font-medium text-ink shadow-card hover:bg-white"
        >
          <Maximize2 size={16} aria-hidden="true" />
          {translate('product.zoom')}
        </button>
      </div>
      {count > 1 && (
        <>
          <p aria-live="polite" className="text-sm text-muted">
            {translate('product.pictureOf', { shown: shown + 1, count })}
          </p>
          <ul aria-label={translate('product.choosePicture')} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {pictures.map((thumbnail, index) => (
              <li key={thumbnail.url}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-current={index === shown ? 'true' : undefined}
                  aria-label={translate('product.showPicture', { index: index + 1, alt: thumbnail.alt })}
                  className={`block w-full overflow-hidden rounded-md border-2 ${index === shown ? 'border-ink' : 'border-transparent'}`}
                >
                  <ProductImage src={thumbnail.url} alt="" sizes={PRODUCT_IMAGE_SIZES.gallery} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <OnceOpened open={zoomed} placeholder={<ZoomPlaceholder picture={picture} name={name} onClose={() => setZoomed(false)} />}>
        {(open) => (
          <ZoomDialog open={open} onClose={() => setZoomed(false)} pictures={pictures} shown={shown} onMove={move} name={name} />
        )}
      </OnceOpened>
    </section>
  );
}
