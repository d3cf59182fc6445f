// The Atelier wordmark, linking home.
import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex min-h-11 items-center gap-2 text-ink ${className}`}>
      <span
        aria-hidden="true"
        className="hidden size-8 place-items-center sm:grid rounded-lg bg-accent font-display text-lg text-ivory"
      >
        A
      </span>
      <span className="font-display text-2xl font-medium tracking-wide">Atelier</span>
    </Link>
  );
}
