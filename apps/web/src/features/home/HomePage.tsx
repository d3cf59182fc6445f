import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CategoryCards } from './CategoryCards';
import { DealsBanner } from './DealsBanner';
import { HeroBanner } from './HeroBanner';
import { LatestBlogs } from './LatestBlogs';
import { PromoBanner } from './PromoBanner';
import { TrendingProducts } from './TrendingProducts';

export default function HomePage() {
  useDocumentTitle("Women's fashion, jewellery and beauty");
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
