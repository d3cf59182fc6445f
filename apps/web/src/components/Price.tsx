// A price with its $ and two decimals; a former price, when there is one, struck through beside it.

import { useTranslate } from '../shared/i18n/useTranslate';
import { useFormatPrice } from '../shared/shop/useFormatPrice';

interface PriceProps {
  price: number;
  oldPrice?: number;
  className?: string;
}

export function Price({ price, oldPrice, className = '' }: PriceProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-medium text-ink">{formatPrice(price)}</span>
      {oldPrice !== undefined && (
        <del className="text-sm text-muted">
          <span className="sr-only">{translate('price.was')}</span>
          {formatPrice(oldPrice)}
        </del>
      )}
    </p>
  );
}
