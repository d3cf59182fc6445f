import { SectionHeading } from '../../components/SectionHeading';
import { useGetRelatedProductsQuery } from './api';
import { ProductGrid } from './ProductGrid';

const RELATED_SHOWN = 4;

/** Up to four products like this one; nothing at all when there are none or they fail to load. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useGetRelatedProductsQuery(productId);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="related-title" className="border-t border-line pt-16">
      <SectionHeading id="related-title" title="You may also like" />
      <ProductGrid products={data.slice(0, RELATED_SHOWN)} />
    </section>
  );
}
