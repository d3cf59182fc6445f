// The 'See all' action of a dashboard table's header, leading to the public list of the same things.
import { Link } from 'react-router';
import { buttonClasses } from './Button';

export function SeeAllLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      See all
    </Link>
  );
}
