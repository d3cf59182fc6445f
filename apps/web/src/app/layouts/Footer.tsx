// The storefront's footer: how to reach the shop (from its settings, its tagline's placeholders written in), its links
// and pages, and pictures of the collection.
import type { ShopAddress, ShopSettings } from '@atelier/domain';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useListPagesQuery } from '../../features/pages/api';
import { useShownSettings } from '../../features/settings/useShownSettings';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { FooterGallery } from './FooterGallery';
import { LanguageList } from './LanguageSwitcher';
import { CONTACT_LINK, type NavLinkItem, PAGE_LINKS, shopPageLinks } from './navigation';
import { telephoneHref } from './telephoneHref';
import { useLinkText } from './useLinkText';

const HEADING = 'mb-4 text-xs font-semibold tracking-[0.2em] text-ink uppercase';

function LinkList({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  const linkText = useLinkText();
  return (
    <nav aria-label={title}>
      <h2 className={`${HEADING} font-sans`}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 items-center text-sm text-muted hover:text-accent md:min-h-9">
              {linkText(link)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SHOP_LINKS: readonly NavLinkItem[] = [{ to: '/shop', label: 'footer.allProducts' }, ...PAGE_LINKS.slice(0, 4)];
const HELP_LINKS: readonly NavLinkItem[] = [
  CONTACT_LINK,
  { to: '/search', label: 'nav.search' },
  { to: '/dashboard', label: 'footer.myAccount' },
  { to: '/dashboard/orders', label: 'nav.orders' },
];

const oneLine = (address: ShopAddress) =>
  [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function ShopContact({ shop }: { shop: ShopSettings['shop'] }) {
  return (
    <address className="mt-6 space-y-3 text-sm text-muted not-italic">
      {shop.address && (
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{oneLine(shop.address)}</span>
        </p>
      )}
      {shop.email && (
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <a href={`mailto:${shop.email}`} className="hover:text-accent">
            {shop.email}
          </a>
        </p>
      )}
      {shop.phone && (
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <a href={telephoneHref(shop.phone)} className="hover:text-accent">
            {shop.phone}
          </a>
        </p>
      )}
      {shop.social.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 pt-1">
          {shop.social.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                rel="noopener"
                className="inline-flex min-h-11 items-center capitalize hover:text-accent md:min-h-9"
              >
                {link.network}
              </a>
            </li>
          ))}
        </ul>
      )}
    </address>
  );
}

export function Footer() {
  const shop = useShownSettings()?.shop;
  const { data: pages = [] } = useListPagesQuery();
  const translate = useTranslate();
  return (
    <footer className="mt-16 border-t border-line bg-cream">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-8 gap-y-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          {shop?.tagline && <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{shop.tagline}</p>}
          {shop && <ShopContact shop={shop} />}
        </div>
        <LinkList title={translate('nav.shop')} links={SHOP_LINKS} />
        <LinkList title={translate('footer.help')} links={[...HELP_LINKS, ...shopPageLinks(pages)]} />
        <div className="col-span-2 max-w-md lg:col-span-1">
          <h2 className={`${HEADING} font-sans`}>{translate('footer.fromTheCollection')}</h2>
          <FooterGallery />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-xs text-muted sm:px-6 lg:px-8">
          <p>{translate('footer.rights', { year: new Date().getFullYear(), shop: shop?.name ?? '' })}</p>
          <LanguageList linkClassName="inline-flex min-h-11 items-center hover:text-accent aria-[current=true]:text-ink md:min-h-9" />
        </div>
      </div>
    </footer>
  );
}
