// This month's deal: up to 20% off, with a countdown that stands still (SPEC: a fixed countdown).
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button';

const COUNTDOWN = [
  { value: 14, unit: 'Days' },
  { value: 10, unit: 'Hours' },
  { value: 24, unit: 'Mins' },
  { value: 30, unit: 'Secs' },
];

export function DealsBanner() {
  return (
    <section aria-labelledby="deals-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 overflow-hidden rounded-card bg-accent-soft px-6 py-12 sm:px-12 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Get up to 20% discount</p>
          <h2 id="deals-title" className="mt-3 text-3xl text-ink sm:text-4xl">
            Deals of the month
          </h2>
          <p className="mt-4 max-w-xl text-muted">
            Our monthly edit of silk dresses, fine jewellery and everyday accessories, marked down by up to 20% until the month is
            out.
          </p>
          <ul aria-label="Time left" className="mt-8 grid max-w-sm grid-cols-4 gap-2 sm:gap-4">
            {COUNTDOWN.map(({ value, unit }) => (
              <li key={unit} className="flex flex-col items-center rounded-card bg-ivory py-3 shadow-card">
                <span className="font-display text-2xl text-ink sm:text-3xl">{value}</span>
                <span className="text-xs uppercase tracking-wider text-muted">{unit}</span>
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
              <span className="text-sm uppercase tracking-[0.3em]">off</span>
            </span>
          </p>
          <Link to="/shop" className={buttonClasses()}>
            Shop the deals
          </Link>
        </div>
      </div>
    </section>
  );
}
