// Every promotion with what it takes off, its uses against its limit and its state, and what the owner can do to it:
// edit it, switch it off or back on, delete it (both asking first, as a switch-off is felt by shoppers at once).
import type { Promotion, PromotionState } from '@atelier/domain';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { Table } from '../../components/Table';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { promotionName } from './promotionForm';

const COLUMNS = ['Code', 'Label', 'Takes off', 'Uses', 'State', 'Actions'] as const;

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

/** What deleting does: a promotion orders used stays, switched off, so those orders still name their discount. */
function deleteConsequence(promotion: Promotion): string {
  if (promotion.used === 0) return 'It goes for good; no order has used it.';
  const orders = promotion.used === 1 ? '1 order has' : `${promotion.used} orders have`;
  return `${orders} used it, so it is switched off instead of deleted, and those orders keep their discount.`;
}

interface PromotionsTableProps {
  promotions: readonly Promotion[];
  onEdit: (promotion: Promotion) => void;
  onSwitch: (promotion: Promotion, active: boolean) => void;
  onDelete: (promotion: Promotion) => void;
}

export function PromotionsTable({ promotions, onEdit, onSwitch, onDelete }: PromotionsTableProps) {
  const formatPrice = useFormatPrice();
  return (
    <Table
      label="Promotions"
      columns={COLUMNS}
      rows={promotions.map((promotion) => {
        const name = promotionName(promotion);
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
            <div key="actions" className="flex flex-wrap gap-2">
              <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(promotion)}>
                Edit
              </Button>
              {promotion.active ? (
                <DeleteButton
                  verb="Deactivate"
                  what={name}
                  named={`'${name}'`}
                  consequence={
                    promotion.code
                      ? `Shoppers entering ${promotion.code} will be told it no longer holds; orders already placed keep their discount.`
                      : 'No cart will get it any more; orders already placed keep their discount.'
                  }
                  variant="ghost"
                  onDelete={() => onSwitch(promotion, false)}
                />
              ) : (
                <Button variant="ghost" size="sm" aria-label={`Switch on ${name}`} onClick={() => onSwitch(promotion, true)}>
                  Switch on
                </Button>
              )}
              <DeleteButton
                what={name}
                named={`'${name}'`}
                consequence={deleteConsequence(promotion)}
                onDelete={() => onDelete(promotion)}
              />
            </div>,
          ],
        };
      })}
    />
  );
}
