import { SectionHeading } from '../../components/SectionHeading';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useGetRelatedProductsQuery } from './api';
import { ProductGrid } from './ProductGrid';

const RELATED_SHOWN = 4;

/** Up to four products like this one; nothing at all when there are none or they fail to load. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useGetRelatedProductsQuery(productId);
  const translate = useTranslate();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="related-title" className="border-t border-line pt-16">
      <SectionHeading id="related-title" title={translate('product.related')} />
      <ProductGrid products={data.slice(0, RELATED_SHOWN)} />
    </section>
  );
}
