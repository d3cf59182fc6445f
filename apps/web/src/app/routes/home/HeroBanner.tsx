// The opening of the home page: the hero the shop's settings write, its placeholders written in.
import { ShopHero } from '../../../features/settings/ShopHero';
import { useShownSettings } from '../../../features/settings/useShownSettings';

export function HeroBanner() {
  const settings = useShownSettings();
  // Until the settings arrive (a page drawn in the browser), the hero's place stays held.
  if (!settings) return <div className="min-h-[36rem] bg-cream" />;
  return <ShopHero hero={settings.hero} />;
}
