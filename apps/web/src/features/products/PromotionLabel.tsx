// The label of the automatic promotion that covers a product while it runs ("−20% at checkout"): the discount itself
// is taken at checkout, so the price shown stays the product's own.
import type { Category } from '@atelier/domain';
import { selectPromotionLabel } from '../../shared/shop/automaticPromotionsSlice';
import { useAppSelector } from '../../shared/store/hooks';

export function PromotionLabel({ category, className = '' }: { category: Category; className?: string }) {
  const label = useAppSelector(selectPromotionLabel(category));
  if (!label) return null;
  return <p className={`font-semibold text-accent-dark ${className}`}>{label}</p>;
}
