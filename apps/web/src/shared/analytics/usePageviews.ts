// Counts each storefront page the visitor sees, and the product a product page shows: after the page has loaded, so no
// request comes before the page is drawn. The referrer goes with the first page only: later ones are the shop's own.
// What kind of page an address is, is read by code fetched then, so the page's first download does not carry it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendAnalyticsEvent } from './sendAnalyticsEvent';

export function usePageviews(): void {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    const send = () => {
      const referrer = firstPage.current && document.referrer ? document.referrer : undefined;
      firstPage.current = false;
      void import('./pageType').then(({ pageTypeOf, productIdOf }) => {
        sendAnalyticsEvent({ type: 'pageview', path: `${pathname}${search}`, pageType: pageTypeOf(pathname), referrer });
        const productId = productIdOf(pathname);
        if (productId) sendAnalyticsEvent({ type: 'product_view', productId });
      });
    };
    if (document.readyState === 'complete') {
      send();
      return;
    }
    window.addEventListener('load', send, { once: true });
    return () => window.removeEventListener('load', send);
  }, [pathname, search]);
}
