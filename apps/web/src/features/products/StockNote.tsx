// What a shopper should know about stock before adding: 'Sold out', or 'Only N left' when few remain.
import { FEW_LEFT } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';

export function StockNote({ stock }: { stock: number }) {
  const translate = useTranslate();
  if (stock === 0) return <p className="text-sm font-medium text-accent">{translate('product.soldOut')}</p>;
  if (stock <= FEW_LEFT)
    return <p className="text-sm font-medium text-accent">{translate('product.onlyLeft', { count: stock })}</p>;
  return null;
}
