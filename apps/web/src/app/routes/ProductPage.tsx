// /shop/:id: the product, its reviews with the form to add one, and related products.
import { Link, useParams, useSearchParams } from 'react-router';
import { useGetProductByIdQuery } from '../../features/products/api';
import { ProductDetails } from '../../features/products/ProductDetails';
import { ProductDetailsSkeleton } from '../../features/products/ProductDetailsSkeleton';
import { RelatedProducts } from '../../features/products/RelatedProducts';
import { productStructuredData } from '../../features/products/structuredData';
import { ReviewCounts } from '../../features/reviews/ReviewCounts';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { ReviewList } from '../../features/reviews/ReviewList';
import { breadcrumbList } from '../../shared/breadcrumbs';
import type { MessageId } from '../../shared/i18n/messages/en';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { LazyNotFoundPage } from './LazyNotFoundPage';

const TRAIL: { to: string; label: MessageId }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/shop', label: 'nav.shop' },
];

export default function ProductPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { data, isLoading, isError, error } = useGetProductByIdQuery(id);
  const shopName = useAppSelector(selectShopName);
  const currency = useAppSelector(selectCurrency);
  const translate = useTranslate();
  useDocumentTitle(data?.product.name ?? translate('product.title'));
  usePageHead(
    data
      ? {
          description: data.product.description,
          image: data.product.image || undefined,
          structuredData: [
            productStructuredData(data.product, data.reviews.length, shopName, data.siblings, currency),
            breadcrumbList([
              ...TRAIL.map(({ to, label }) => ({ name: translate(label), path: to })),
              { name: data.product.name, path: `/shop/${id}` },
            ]),
          ],
        }
      : {},
  );
  // No such product: the shop's 'Page not found', answered with 404 by the server.
  if (error && 'status' in error && error.status === 404) return <LazyNotFoundPage />;

  let content: React.ReactNode;
  if (isLoading) content = <ProductDetailsSkeleton />;
  else if (isError || !data) {
    content = (
      <p role="alert" className="py-16 text-center text-danger">
        {translate('product.loadError')}
      </p>
    );
  } else {
    const { product, reviews, siblings } = data;
    content = (
      <>
        <nav aria-label={translate('product.breadcrumb')} className="mb-8 text-sm text-muted">
          <ol className="flex flex-wrap gap-2">
            {TRAIL.map(({ to, label }) => (
              <li key={to} className="flex gap-2">
                <Link to={to} className="hover:text-ink hover:underline">
                  {translate(label)}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li aria-current="page" className="text-ink">
              {product.name}
            </li>
          </ol>
        </nav>
        <ProductDetails
          product={product}
          siblings={siblings}
          ratingNote={<ReviewCounts reviews={reviews} />}
          linkedSize={search.get('size')}
        />
        <section
          aria-labelledby="reviews-title"
          className="mt-20 grid items-start gap-10 border-t border-line pt-16 lg:grid-cols-2 lg:gap-16"
        >
          <div>
            <h2 id="reviews-title" className="mb-8 text-3xl text-ink">
              {translate('product.reviews')} <span className="text-muted">({reviews.length})</span>
            </h2>
            <ReviewList reviews={reviews} />
          </div>
          <ReviewForm productId={product._id} />
        </section>
        <div className="mt-20">
          <RelatedProducts productId={product._id} />
        </div>
      </>
    );
  }

  return <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">{content}</main>;
}
