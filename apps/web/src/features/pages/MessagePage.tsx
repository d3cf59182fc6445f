// A quiet full-width message with a way onward: not found, unauthorized, unexpected errors.
import type { ReactNode } from 'react';

interface MessagePageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

export function MessagePage({ eyebrow, title, children, actions }: MessagePageProps) {
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="font-display text-7xl text-accent/80 sm:text-8xl">{eyebrow}</p>
      <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
      <div className="mt-4 text-muted">{children}</div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{actions}</div>
    </main>
  );
}
