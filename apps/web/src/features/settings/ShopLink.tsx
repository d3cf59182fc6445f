// A link the shop's settings name: a path of the shop goes through the router, an https:// address leaves the shop.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function ShopLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}
