// The products the customer saved for later, each as its card: Add to cart (or the size choice), or sold out.
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { ProductGrid } from '../../features/products/ProductGrid';
import { useGetWishlistQuery } from '../../features/wishlist/api';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function WishlistPage() {
  useDocumentTitle('Wishlist');
  const wishlist = useGetWishlistQuery();
  return (
    <>
      <PageHeader title="Wishlist" description="The pieces you saved for later, at today's price." />
      <ListState
        query={{ ...wishlist, data: wishlist.data?.products }}
        emptyText="Nothing saved yet: tap the heart on a piece you like."
      >
        {(products) => (
          <section aria-labelledby="wishlist-products-title">
            {/* The cards' names are third-level headings: this one keeps the outline from skipping a level. */}
            <h2 id="wishlist-products-title" className="sr-only">
              Saved pieces
            </h2>
            <ProductGrid products={products} />
          </section>
        )}
      </ListState>
    </>
  );
}
