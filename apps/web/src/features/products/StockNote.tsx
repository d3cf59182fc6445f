// What a shopper should know about stock before adding: 'Sold out', or 'Only N left' when few remain.
import { FEW_LEFT } from '@atelier/domain';

export function StockNote({ stock }: { stock: number }) {
  if (stock === 0) return <p className="text-sm font-medium text-accent">Sold out</p>;
  if (stock <= FEW_LEFT) return <p className="text-sm font-medium text-accent">Only {stock} left</p>;
  return null;
}
