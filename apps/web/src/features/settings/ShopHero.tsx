// The shop's hero as its settings write it (title, text, picture and button) under the home page's fixed claim; the
// home page shows it, and the dashboard's settings screen previews it. Without a picture, a drawn dress on a hanger.
import type { ShopSettings } from '@atelier/domain';
import { useId } from 'react';
import { buttonClasses } from '../../components/Button';
import { ProductImage } from '../../components/ProductImage';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { ShopLink } from './ShopLink';

function DressDrawing() {
  return (
    <svg viewBox="0 0 200 250" className="relative h-full w-full" aria-hidden="true">
      <path
        d="M100 34 C100 26 104 20 110 20 C116 20 120 24 120 30 C120 35 116 38 110 39"
        fill="none"
        className="stroke-muted"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M60 56 L100 36 L140 56" fill="none" className="stroke-muted" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M78 52 C86 62 93 66 100 66 C107 66 114 62 122 52 L130 60 C126 80 119 96 116 110 C132 150 150 192 164 230 Q100 244 36 230 C50 192 68 150 84 110 C81 96 74 80 70 60 Z"
        className="fill-accent"
      />
      <path d="M84 110 Q100 116 116 110" fill="none" className="stroke-ivory" strokeWidth="3" />
      <path
        d="M90 140 L80 226 M110 140 L120 226 M100 142 L100 232"
        fill="none"
        className="stroke-accent-dark"
        strokeWidth="1.2"
      />
    </svg>
  );
}

interface ShopHeroProps {
  hero: ShopSettings['hero'];
  /** The home page's heading; a preview names it in a paragraph, leaving the screen's own heading the only h1. */
  titleAs?: 'h1' | 'p';
}

export function ShopHero({ hero, titleAs: Title = 'h1' }: ShopHeroProps) {
  const previewTitleId = useId();
  const translate = useTranslate();
  const titleId = Title === 'h1' ? 'hero-title' : previewTitleId;
  return (
    <section aria-labelledby={titleId} className="bg-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        <div className="max-w-xl">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">{translate('home.hero.eyebrow')}</p>
          <Title id={titleId} className="mt-4 font-display text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            {hero.title}
          </Title>
          {hero.text && <p className="mt-5 max-w-md text-lg text-muted">{hero.text}</p>}
          <ShopLink to={hero.buttonLink} className={`mt-8 ${buttonClasses({ size: 'lg' })}`}>
            {hero.buttonLabel}
          </ShopLink>
        </div>
        {hero.image ? (
          <div className="mx-auto w-full max-w-60 overflow-hidden rounded-t-full sm:max-w-sm">
            <ProductImage src={hero.image} alt="" sizes="(min-width: 640px) 24rem, 15rem" eager />
          </div>
        ) : (
          <div className="relative mx-auto aspect-[4/5] w-full max-w-60 sm:max-w-sm">
            <div className="absolute inset-x-6 bottom-0 top-4 rounded-t-full bg-sand" />
            <div className="absolute -right-[4%] top-[8%] aspect-square w-1/3 rounded-full bg-accent-soft" />
            <div className="absolute inset-x-10 bottom-6 top-12">
              <DressDrawing />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
