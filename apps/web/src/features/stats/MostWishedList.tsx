// The five products most wishlists hold, most first, each leading to its page.
import type { WishedProduct } from '@atelier/domain';
import { Link } from 'react-router';

export function MostWishedList({ products }: { products: WishedProduct[] }) {
  return (
    <section aria-labelledby="most-wished" className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id="most-wished" className="font-display text-lg text-ink">
        Most wished for
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No product is on a wishlist yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {products.map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <Link to={`/shop/${product._id}`} className="text-ink underline-offset-4 hover:text-accent hover:underline">
                {product.name}
              </Link>
              <span className="shrink-0 text-muted tabular-nums">
                {product.wishes} {product.wishes === 1 ? 'wishlist' : 'wishlists'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
