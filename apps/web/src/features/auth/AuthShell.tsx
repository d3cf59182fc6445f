// The standalone sign-in and sign-up frame: an editorial panel beside the form on wide screens.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';

interface AuthShellProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** `eyebrow` follows the shop's name: "Maison Lune · New season". */
  aside: { eyebrow: string; quote: string };
}

export function AuthShell({ title, intro, children, aside }: AuthShellProps) {
  const shopName = useAppSelector(selectShopName);
  const translate = useTranslate();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-linear-to-br from-accent via-accent-dark to-ink lg:block"
      >
        <div className="absolute -top-24 -left-16 size-96 rounded-full bg-accent-soft/20 blur-3xl" />
        <div className="absolute right-10 bottom-24 size-72 rounded-full bg-sand/25 blur-3xl" />
        <div className="absolute inset-8 rounded-card border border-ivory/15" />
        <p className="absolute top-16 right-16 font-display text-[12rem] leading-none text-ivory/10">{shopName.charAt(0)}</p>
        <div className="relative flex h-full flex-col justify-end p-16 text-ivory">
          <p className="mb-6 text-xs font-medium tracking-[0.3em] uppercase">
            {[shopName, aside.eyebrow].filter(Boolean).join(' · ')}
          </p>
          <p className="max-w-md font-display text-5xl leading-tight">{aside.quote}</p>
        </div>
      </aside>
      <main className="flex flex-col px-6 py-8 sm:px-12">
        <Logo />
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">
          <h1 className="text-4xl">{title}</h1>
          <p className="mt-3 mb-8 text-muted">{intro}</p>
          {children}
        </div>
        <Link to="/" className="min-h-11 self-start py-3 text-sm text-muted hover:text-accent">
          {translate('auth.backToShop')}
        </Link>
      </main>
    </div>
  );
}
