// The shop's wordmark (its logo when one is uploaded, else its initial), named as its settings say, linking home.
import { Link } from 'react-router';
import { useTranslate } from '../shared/i18n/useTranslate';
import { selectShopSettings } from '../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../shared/store/hooks';

export function Logo({ className = '' }: { className?: string }) {
  const shop = useAppSelector(selectShopSettings)?.shop;
  const name = shop?.name ?? '';
  const translate = useTranslate();
  return (
    <Link
      to="/"
      aria-label={name ? undefined : translate('nav.home')}
      className={`inline-flex min-h-11 items-center gap-2 text-ink ${className}`}
    >
      {shop?.logo ? (
        <img src={shop.logo} alt="" className="hidden size-8 rounded-lg object-contain sm:block" />
      ) : (
        <span
          aria-hidden="true"
          className="hidden size-8 place-items-center sm:grid rounded-lg bg-accent font-display text-lg text-ivory"
        >
          {name.charAt(0)}
        </span>
      )}
      <span className="font-display text-2xl font-medium tracking-wide">{name}</span>
    </Link>
  );
}
