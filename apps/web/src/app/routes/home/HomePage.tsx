// The home page. What has buttons (Load More) is in the page's own chunk: a part loaded later would leave them deaf to a
// tap made before its code arrived, even on the page the server drew. Below it, only links and pictures, which work
// without code: those load after the page is taken over.
import { lazy, Suspense } from 'react';
import { afterFirstScreen } from '../../../shared/afterFirstScreen';
import { usePageHead } from '../../../shared/pageHead';
import { organizationStructuredData } from '../../../shared/shop/organizationStructuredData';
import { selectShopSettings } from '../../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { CategoryCards } from './CategoryCards';
import { HeroBanner } from './HeroBanner';
import { TrendingProducts } from './TrendingProducts';

// Its code loads in an idle moment after the take-over (shared/afterFirstScreen.ts); the server's HTML holds it meanwhile.
const LowerSections = lazy(afterFirstScreen(() => import('./LowerSections')));

export default function HomePage() {
  useDocumentTitle("Women's fashion, jewellery and beauty");
  const settings = useAppSelector(selectShopSettings);
  usePageHead(
    settings
      ? {
          description: settings.shop.tagline || undefined,
          structuredData: [organizationStructuredData(settings.shop)],
        }
      : {},
  );
  return (
    <main>
      <HeroBanner />
      <CategoryCards />
      <TrendingProducts />
      <Suspense fallback={null}>
        <LowerSections />
      </Suspense>
    </main>
  );
}
