// The text of a header, menu or footer link: its catalogue message in the page's language, or the shop's own text.
import { useTranslate } from '../../shared/i18n/useTranslate';
import type { NavLinkItem } from './navigation';

export function useLinkText(): (link: NavLinkItem) => string {
  const translate = useTranslate();
  return (link) => ('label' in link ? translate(link.label) : link.text);
}
