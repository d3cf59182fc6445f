import { useContext, useEffect } from 'react';
import { ServerPageHead } from './pageHead';
import { selectShopName } from './shop/shopSettingsSlice';
import { useAppSelector } from './store/hooks';

/**
 * Names the browser tab after the page and the shop, as its settings name it: "Shop | Atelier"; the shop's name alone
 * when there is no title, the page's alone while the settings are on their way.
 */
export function useDocumentTitle(title?: string) {
  const shopName = useAppSelector(selectShopName);
  const fullTitle = [title, shopName].filter(Boolean).join(' | ');
  const serverHead = useContext(ServerPageHead);
  if (serverHead) {
    serverHead.title = fullTitle;
    serverHead.siteName = shopName;
  }
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
