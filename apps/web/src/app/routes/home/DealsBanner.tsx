// This month's deal: up to 20% off, with a countdown that stands still (SPEC: a fixed countdown).
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button';
import type { MessageId } from '../../../shared/i18n/messageId';
import { useTranslate } from '../../../shared/i18n/useTranslate';

const COUNTDOWN: { value: number; unit: MessageId }[] = [
  { value: 14, unit: 'home.deals.days' },
  { value: 10, unit: 'home.deals.hours' },
  { value: 24, unit: 'home.deals.mins' },
  { value: 30, unit: 'home.deals.secs' },
];

export function DealsBanner() {
  const translate = useTranslate();
  return (
    <section aria-labelledby="deals-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 overflow-hidden rounded-card bg-accent-soft px-6 py-12 sm:px-12 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">{translate('home.deals.eyebrow')}</p>
          <h2 id="deals-title" className="mt-3 text-3xl text-ink sm:text-4xl">
            {translate('home.deals.title')}
          </h2>
          <p className="mt-4 max-w-xl text-muted">{translate('home.deals.text')}</p>
          <ul aria-label={translate('home.deals.timeLeft')} className="mt-8 grid max-w-sm grid-cols-4 gap-2 sm:gap-4">
            {COUNTDOWN.map(({ value, unit }) => (
              <li key={unit} className="flex flex-col items-center rounded-card bg-ivory py-3 shadow-card">
                <span className="font-display text-2xl text-ink sm:text-3xl">{value}</span>
                <span className="text-xs uppercase tracking-wider text-muted">{translate(unit)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-6 md:items-center">
          <p
            className="hidden size-48 place-items-center rounded-full bg-accent text-center font-display text-ivory md:grid"
            aria-hidden="true"
          >
            <span>
              <span className="block text-6xl">20%</span>
              <span className="text-sm uppercase tracking-[0.3em]">{translate('home.deals.off')}</span>
            </span>
          </p>
          <Link to="/shop" className={buttonClasses()}>
            {translate('home.deals.shop')}
          </Link>
        </div>
      </div>
    </section>
  );
}
