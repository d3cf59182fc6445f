// Every promotion with what it takes off, its uses against its limit and its state; Deactivate switches one off.
import type { Promotion, PromotionState } from '@atelier/domain';
import { Badge, type BadgeTone } from '../../components/Badge';
import { DeleteButton } from '../../components/DeleteButton';
import { Table } from '../../components/Table';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';

const COLUMNS = ['Code', 'Label', 'Takes off', 'Uses', 'State', 'Deactivate'] as const;

const STATE_TONES: Record<PromotionState, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  'used up': 'warning',
  inactive: 'light',
};

function takesOff(promotion: Promotion, formatPrice: (amount: number) => string): string {
  const where = promotion.categories.length ? ` on ${promotion.categories.join(', ')}` : '';
  if (promotion.kind === 'percentage') return `${promotion.value}%${where}`;
  if (promotion.kind === 'fixed') return `${formatPrice(promotion.value)}${where}`;
  return `Free delivery${where}`;
}

interface PromotionsTableProps {
  promotions: readonly Promotion[];
  onDeactivate: (promotion: Promotion) => void;
}

export function PromotionsTable({ promotions, onDeactivate }: PromotionsTableProps) {
  const formatPrice = useFormatPrice();
  return (
    <Table
      label="Promotions"
      columns={COLUMNS}
      rows={promotions.map((promotion) => {
        const name = promotion.code ?? promotion.label;
        return {
          key: promotion._id,
          cells: [
            <span key="code" className="font-semibold tracking-wide text-ink">
              {promotion.code ?? 'Automatic'}
            </span>,
            promotion.label,
            takesOff(promotion, formatPrice),
            <span key="uses" className="tabular-nums">
              {promotion.usageLimit === null ? `${promotion.used} (no limit)` : `${promotion.used} of ${promotion.usageLimit}`}
            </span>,
            <Badge key="state" tone={STATE_TONES[promotion.state]}>
              {promotion.state}
            </Badge>,
            promotion.active ? (
              <DeleteButton
                key="deactivate"
                verb="Deactivate"
                what={name}
                named={`'${name}'`}
                consequence={
                  promotion.code
                    ? `Shoppers entering ${promotion.code} will be told it no longer holds; orders already placed keep their discount.`
                    : 'No cart will get it any more; orders already placed keep their discount.'
                }
                variant="ghost"
                onDelete={() => onDeactivate(promotion)}
              />
            ) : (
              <span key="deactivate" className="text-muted">
                Off
              </span>
            ),
          ],
        };
      })}
    />
  );
}
