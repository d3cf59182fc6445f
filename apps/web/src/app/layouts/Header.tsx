import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { afterFirstScreen } from '../../shared/afterFirstScreen';
import { selectCart } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useAppSelector } from '../../shared/store/hooks';
import { AvatarMenu } from './AvatarMenu';
import { HeartIcon, SearchIcon, ShoppingBagIcon } from './HeaderIcons';
import { HeaderLanguageLinks } from './LanguageSwitcher';
import { MobileNav } from './MobileNav';
import { CONTACT_LINK, MAIN_LINKS } from './navigation';
import { PagesLabel } from './PagesLabel';
import { useLinkText } from './useLinkText';

// The Pages menu (wide screens only) loads after the first screen, keeping the first download small; until then the
// server's copy of its button stands.
const PagesMenu = lazy(afterFirstScreen(() => import('./PagesMenu').then((module) => ({ default: module.PagesMenu }))));

const NAV_ITEM =
  'flex min-h-11 items-center px-1 text-sm font-medium tracking-wide text-ink hover:text-accent aria-[current=page]:text-accent';
const ICON_BUTTON = 'relative grid size-11 place-items-center rounded-full text-ink hover:bg-cream';

export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  // The count alone: the cart read from this browser is another object than the server's empty one, and a header
  // re-drawn for that right after the page is taken over threw away the menus the server had drawn.
  const selectedItems = useAppSelector((state) => selectCart(state).selectedItems);
  const translate = useTranslate();
  const linkText = useLinkText();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ivory/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-20 lg:px-8">
        <div className="flex flex-1 items-center gap-1">
          <MobileNav />
          <nav aria-label={translate('nav.main')} className="hidden items-center gap-6 lg:flex">
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className={NAV_ITEM}>
                {linkText(link)}
              </NavLink>
            ))}
            <Suspense
              fallback={
                <span aria-hidden="true" className={NAV_ITEM}>
                  <PagesLabel />
                </span>
              }
            >
              <PagesMenu className={NAV_ITEM} />
            </Suspense>
            <NavLink to={CONTACT_LINK.to} className={NAV_ITEM}>
              {linkText(CONTACT_LINK)}
            </NavLink>
          </nav>
        </div>
        <Logo />
        <div className="flex flex-1 items-center justify-end gap-0.5 sm:gap-1">
          {/* On a phone the switcher is in the menu: the header has no room for it. */}
          <HeaderLanguageLinks className={`${ICON_BUTTON} text-xs font-semibold tracking-wide max-sm:hidden`} />
          <Link to="/search" aria-label={translate('nav.search')} className={ICON_BUTTON}>
            <SearchIcon className="size-5" />
          </Link>
          <Link to="/wishlist" aria-label={translate('nav.wishlist')} className={ICON_BUTTON}>
            <HeartIcon className="size-5" />
          </Link>
          <button
            type="button"
            onClick={onOpenCart}
            aria-label={translate('nav.cart', { count: selectedItems })}
            className={ICON_BUTTON}
          >
            <ShoppingBagIcon className="size-5" />
            <span
              aria-hidden="true"
              className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-semibold text-ivory tabular-nums"
            >
              {selectedItems}
            </span>
          </button>
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}
