// The phone menu's panel: every header link, sliding in from the left.
import { NavLink } from 'react-router';
import { Drawer } from '../../components/Drawer';
import { useListPagesQuery } from '../../features/pages/api';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { LanguageList } from './LanguageSwitcher';
import { CONTACT_LINK, MAIN_LINKS, PAGE_LINKS, shopPageLinks } from './navigation';
import { useLinkText } from './useLinkText';

const LINK = 'flex min-h-12 items-center border-b border-line text-lg aria-[current=page]:text-accent';

export function MobileNavPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: pages = [] } = useListPagesQuery();
  const translate = useTranslate();
  const linkText = useLinkText();
  return (
    <Drawer open={open} onClose={onClose} title={translate('nav.menu')} side="left">
      <nav aria-label={translate('nav.main')}>
        {[...MAIN_LINKS, CONTACT_LINK].map((link) => (
          <NavLink key={link.to} to={link.to} end onClick={onClose} className={`${LINK} font-display`}>
            {linkText(link)}
          </NavLink>
        ))}
        <p className="mt-8 mb-2 text-xs font-medium tracking-[0.2em] text-muted uppercase">{translate('nav.pages')}</p>
        {[...PAGE_LINKS, ...shopPageLinks(pages)].map((link) => (
          <NavLink key={link.to} to={link.to} onClick={onClose} className={`${LINK} text-base`}>
            {linkText(link)}
          </NavLink>
        ))}
      </nav>
      <LanguageList
        className="mt-8"
        linkClassName="inline-flex min-h-12 items-center text-base aria-[current=true]:text-accent"
      />
    </Drawer>
  );
}
