// The home page, all in the page's own chunk: a part loaded later would leave its buttons (Load More) deaf to a tap
// made before its code arrived, even on the page the server drew.
import { usePageHead } from '../../../shared/pageHead';
import { organizationStructuredData } from '../../../shared/shop/organizationStructuredData';
import { selectShopSettings } from '../../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { CategoryCards } from './CategoryCards';
import { DealsBanner } from './DealsBanner';
import { HeroBanner } from './HeroBanner';
import { LatestBlogs } from './LatestBlogs';
import { PromoBanner } from './PromoBanner';
import { TrendingProducts } from './TrendingProducts';

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
      <DealsBanner />
      <PromoBanner />
      <LatestBlogs />
    </main>
  );
}
