// /shop/:id: the product, its reviews with the form to add one, and related products.
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGetProductByIdQuery } from '../../features/products/api';
import { ProductDetails } from '../../features/products/ProductDetails';
import { ProductDetailsSkeleton } from '../../features/products/ProductDetailsSkeleton';
import { RelatedProducts } from '../../features/products/RelatedProducts';
import { productStructuredData } from '../../features/products/structuredData';
import { ReviewCounts } from '../../features/reviews/ReviewCounts';
import { afterFirstScreen } from '../../shared/afterFirstScreen';
import { breadcrumbList } from '../../shared/breadcrumbs';
import type { MessageId } from '../../shared/i18n/messages/en';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { selectCurrency } from '../../shared/shop/clientConfigSlice';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { LazyNotFoundPage } from './LazyNotFoundPage';

// Below the first screen and without buttons for a visitor: its code loads in an idle moment after the take-over
// (shared/afterFirstScreen.ts), the server's HTML holding it meanwhile.
const ProductReviews = lazy(afterFirstScreen(() => import('../../features/reviews/ProductReviews')));

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
  // Written into the head on the server only (shared/pageHead.ts): the browser's build leaves this out, code and all.
  usePageHead(
    import.meta.env.SSR && data
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
        <Suspense fallback={null}>
          <ProductReviews productId={product._id} reviews={reviews} />
        </Suspense>
        <div className="mt-20">
          <RelatedProducts productId={product._id} />
        </div>
      </>
    );
  }

  return <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">{content}</main>;
}
