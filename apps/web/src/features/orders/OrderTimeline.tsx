// The customer's four-step order timeline (SPEC §4): earlier steps done, the current one highlighted, later ones to come.
// A refunded or cancelled order has left the steps: it says so instead.
import { isClosedOrderStatus, ORDER_STATUSES, type OrderStatus, type OrderStep } from '@atelier/domain';
import { Ban, Check, CircleDot, PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { useTranslate } from '../../shared/i18n/useTranslate';

// Each status's name is its message (`timeline.shipped`), its description `timeline.shipped.description`.
const STEPS: Record<OrderStep, typeof Check> = {
  pending: CircleDot,
  processing: PackageCheck,
  shipped: Truck,
  completed: Check,
};

const CLOSED = { cancelled: Ban, refunded: RotateCcw };

type StepState = 'completed' | 'current' | 'upcoming';

const CIRCLE: Record<StepState, string> = {
  completed: 'border-success bg-success text-ivory',
  current: 'border-accent bg-accent text-ivory ring-4 ring-accent-soft',
  upcoming: 'border-line bg-ivory text-muted',
};

export function OrderTimeline({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  if (isClosedOrderStatus(status)) {
    const Icon = CLOSED[status];
    const label = translate(`timeline.${status}`);
    const description = translate(`timeline.${status}.description`);
    return (
      <div role="status" className="flex items-center gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-line bg-cream text-ink">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="font-medium text-ink">{label}</p>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
      </div>
    );
  }
  const currentIndex = ORDER_STATUSES.indexOf(status);
  return (
    <ol aria-label={translate('timeline.label')} className="grid gap-0 sm:grid-cols-4">
      {ORDER_STATUSES.map((step, index) => {
        const state: StepState = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
        const Icon = STEPS[step];
        const label = translate(`timeline.${step}`);
        const description = translate(`timeline.${step}.description`);
        const last = index === ORDER_STATUSES.length - 1;
        return (
          <li
            key={step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-8 sm:flex-col sm:items-center sm:pb-0 sm:text-center"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute top-10 left-5 h-[calc(100%-2.5rem)] w-0.5 sm:top-5 sm:left-[calc(50%+1.5rem)] sm:h-0.5 sm:w-[calc(100%-3rem)] ${
                  state === 'completed' ? 'bg-success' : 'bg-line'
                }`}
              />
            )}
            <span className={`relative grid size-10 shrink-0 place-items-center rounded-full border-2 ${CIRCLE[state]}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="sm:mt-3">
              <p className={`font-medium ${state === 'upcoming' ? 'text-muted' : 'text-ink'}`}>{label}</p>
              <p className="text-xs font-medium tracking-wide text-muted uppercase">{translate(`timeline.state.${state}`)}</p>
              <p className="mt-1 text-sm text-muted">{description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
