// The home page below its first screen: the month's deal, the shop's promises and the journal. Links and pictures only,
// so their code can come after the page is taken over (HomePage).
import { DealsBanner } from './DealsBanner';
import { LatestBlogs } from './LatestBlogs';
import { PromoBanner } from './PromoBanner';

export default function LowerSections() {
  return (
    <>
      <DealsBanner />
      <PromoBanner />
      <LatestBlogs />
    </>
  );
}
