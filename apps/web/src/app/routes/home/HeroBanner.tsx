// The opening of the home page: the hero the shop's settings write.
import { useGetSettingsQuery } from '../../../features/settings/api';
import { ShopHero } from '../../../features/settings/ShopHero';

export function HeroBanner() {
  const { data } = useGetSettingsQuery();
  // Until the settings arrive (a page drawn in the browser), the hero's place stays held.
  if (!data) return <div className="min-h-[36rem] bg-cream" />;
  return <ShopHero hero={data.hero} />;
}
