// A product's stock in the admin's table: the count, per size for a sized one, flagged 'Low stock' or 'Sold out'.
import { LOW_STOCK, type Product } from '@atelier/domain';
import { Badge } from '../../components/Badge';

export function StockCell({ product }: { product: Pick<Product, 'stock' | 'sizes'> }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex items-center gap-2 tabular-nums text-ink">
        {product.stock}
        {product.stock === 0 ? (
          <Badge tone="danger">Sold out</Badge>
        ) : product.stock <= LOW_STOCK ? (
          <Badge tone="warning">Low stock</Badge>
        ) : null}
      </span>
      {product.sizes.length > 0 && (
        <span className="text-xs text-muted">{product.sizes.map((entry) => `${entry.size} ${entry.stock}`).join(' · ')}</span>
      )}
    </span>
  );
}
