// The home page past its first screen: loaded just after the hero and categories show.
import { DealsBanner } from './DealsBanner';
import { LatestBlogs } from './LatestBlogs';
import { PromoBanner } from './PromoBanner';
import { TrendingProducts } from './TrendingProducts';

export default function BelowTheFold() {
  return (
    <>
      <TrendingProducts />
      <DealsBanner />
      <PromoBanner />
      <LatestBlogs />
    </>
  );
}
