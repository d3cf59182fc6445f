// The products the feeds leave out, each with why and a link to its edit form, where the owner fixes it.
import type { SalesChannels } from '@atelier/domain';
import { Link } from 'react-router';
import { Table } from '../../components/Table';

export function ExcludedProducts({ excluded }: { excluded: SalesChannels['excluded'] }) {
  if (excluded.length === 0) return <p className="text-muted">Every product is in the feeds.</p>;
  return (
    <Table
      label="Products left out"
      columns={['Product', 'Why it is left out']}
      rows={excluded.map((product) => ({
        key: product.productId,
        cells: [
          <Link
            key="name"
            to={`/dashboard/update-product/${product.productId}`}
            className="font-medium text-ink underline underline-offset-4 hover:text-accent-dark"
          >
            {product.name}
          </Link>,
          <span key="reasons">{product.reasons.join(', ')}</span>,
        ],
      }))}
    />
  );
}
