// An order's status as the customer's pages name it, in the page's language and written as that language writes it
// ("En attente"), not in a badge's title case.
import type { OrderStatus } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';

export function OrderStatusName({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return <span className="normal-case">{translate(`timeline.${status}`)}</span>;
}
