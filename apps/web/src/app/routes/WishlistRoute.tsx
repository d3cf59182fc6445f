// /wishlist: the pieces saved for later, inside the storefront (its header, cart and footer), for a visitor as for a
// signed-in shopper. A visitor's list is kept in this browser and joins their account when they sign in. A piece taken
// off hands the focus to the next piece's heart, or to the page's title once none is left.
import { Trans } from '@lingui/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { ProductGrid } from '../../features/products/ProductGrid';
import { useShownWishlist } from '../../features/wishlist/useShownWishlist';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFocusKeptInList } from '../../shared/useFocusKeptInList';

/** The heart of a card: pressed on a saved piece, it takes it off. */
const heartOf = (card: HTMLElement) => card.querySelector<HTMLElement>('button[aria-pressed]');

export default function WishlistRoute() {
  const translate = useTranslate();
  useDocumentTitle(translate('wishlist.title'));
  const { signedIn, ...wishlist } = useShownWishlist();
  const listRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusKeptInList({
    listRef,
    itemSelector: 'article',
    items: wishlist.data,
    focusIn: heartOf,
    fallback: () => titleRef.current,
  });
  return (
    <main>
      <PageHeader band title={translate('wishlist.title')} description={translate('wishlist.description')} titleRef={titleRef} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {signedIn ? null : (
          <p className="mb-8 text-center text-sm text-muted">
            <Trans
              id="wishlist.onThisDevice"
              components={{
                0: <Link to="/login?redirect=%2Fwishlist" className="font-medium text-accent underline underline-offset-4" />,
              }}
            />
          </p>
        )}
        <ListState query={wishlist} emptyText={translate('wishlist.empty')}>
          {(products) => (
            <section ref={listRef} aria-labelledby="wishlist-products-title">
              {/* The cards' names are third-level headings: this one keeps the outline from skipping a level. */}
              <h2 id="wishlist-products-title" className="sr-only">
                {translate('wishlist.saved')}
              </h2>
              <ProductGrid products={products} />
            </section>
          )}
        </ListState>
      </div>
    </main>
  );
}
