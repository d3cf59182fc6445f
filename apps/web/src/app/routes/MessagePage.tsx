// A quiet full-width message with ways onward (the first one stands out): not found, unauthorized.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';

interface MessagePageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  links: readonly { to: string; label: string }[];
}

export function MessagePage({ eyebrow, title, children, links }: MessagePageProps) {
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="font-display text-7xl text-accent/80 sm:text-8xl">{eyebrow}</p>
      <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
      <div className="mt-4 text-muted">{children}</div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonClasses({ variant: index === 0 ? 'primary' : 'secondary' })}>
            {link.label}
          </Link>
        ))}
      </div>
    </main>
  );
}
