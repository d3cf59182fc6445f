// The storefront frame: the announcement, header, the page, footer, and the cart drawer (opened by the cart button or on return from login).
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DrawerPlaceholder } from '../../components/DrawerPlaceholder';
import { OnceOpened } from '../../components/OnceOpened';
import { DemoNotice } from '../../features/checkout/DemoNotice';
import { AnnouncementBar } from '../../features/settings/AnnouncementBar';
import { afterFirstScreen } from '../../shared/afterFirstScreen';
import { usePageviews } from '../../shared/analytics/usePageviews';
import { withCatalogueAreas } from '../../shared/i18n/pageI18n';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { opensCart } from '../../shared/session/loginRedirect';
import { selectShopSettings } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { Header } from './Header';

// The footer loads after the first screen (shared/afterFirstScreen.ts), keeping the first download small and out of the
// first taps' way; so does the drawer with its dialog library (components/OnceOpened.tsx), and its texts.
const CartDrawer = lazy(
  withCatalogueAreas(['cart'], () => import('./CheckoutCartDrawer').then((module) => ({ default: module.CheckoutCartDrawer }))),
);
const Footer = lazy(afterFirstScreen(() => import('./Footer').then((module) => ({ default: module.Footer }))));
// The parts the server's page never holds (BrowserOnlyParts.tsx) are not in it as an empty boundary either: such a
// boundary, still waiting for its code after the take-over, must be taken over by every navigation before it shows the
// next page, and a product tapped on /shop as that code came was held for good (docs/decisions/640). They are drawn
// like a closed dialog (OnceOpened): in the browser only, in an idle moment after the first screen.
const BrowserOnlyParts = lazy(afterFirstScreen(() => import('./BrowserOnlyParts')));

// Kept apart from the layout's own state (the cart's opening, the settings): a part the page has not yet taken over
// that its parent draws again before its code has come has its server HTML thrown away and is drawn from nothing,
// the footer vanishing meanwhile. Memoized, the layout's updates stop here (docs/decisions/640).
const FooterAfterFirstScreen = memo(function FooterAfterFirstScreen() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});

export default function MainLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const settings = useAppSelector(selectShopSettings);
  const translate = useTranslate();
  usePageviews();

  useEffect(() => {
    if (!opensCart(location.state)) return;
    setCartOpen(true);
    // Forget the request, so a reload or Back does not open the cart again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {translate('layout.skipToContent')}
      </a>
      <DemoNotice />
      {settings && <AnnouncementBar announcement={settings.announcement} />}
      <Header onOpenCart={() => setCartOpen(true)} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <FooterAfterFirstScreen />
      <OnceOpened open={false}>{() => <BrowserOnlyParts />}</OnceOpened>
      <OnceOpened
        open={cartOpen}
        placeholder={<DrawerPlaceholder title={translate('cart.title')} onClose={() => setCartOpen(false)} />}
      >
        {(shown) => <CartDrawer open={shown} onClose={() => setCartOpen(false)} />}
      </OnceOpened>
    </div>
  );
}
