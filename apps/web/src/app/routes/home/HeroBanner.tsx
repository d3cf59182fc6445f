// The opening of the home page: an editorial headline beside a drawn dress on a hanger.
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button';

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

export function HeroBanner() {
  return (
    <section aria-labelledby="hero-title" className="bg-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        <div className="max-w-xl">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Up to 20% off new arrivals</p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-tight text-ink sm:text-5xl lg:text-6xl">
            Quiet pieces for a loud world
          </h1>
          <p className="mt-5 max-w-md text-lg text-muted">
            Dresses, jewellery, accessories and cosmetics chosen to be worn for years, not for a season.
          </p>
          <Link to="/shop" className={`mt-8 ${buttonClasses({ size: 'lg' })}`}>
            Shop the collection
          </Link>
        </div>
        <div className="relative mx-auto aspect-[4/5] w-full max-w-60 sm:max-w-sm">
          <div className="absolute inset-x-6 bottom-0 top-4 rounded-t-full bg-sand" />
          <div className="absolute -right-[4%] top-[8%] aspect-square w-1/3 rounded-full bg-accent-soft" />
          <div className="absolute inset-x-10 bottom-6 top-12">
            <DressDrawing />
          </div>
        </div>
      </div>
    </section>
  );
}
