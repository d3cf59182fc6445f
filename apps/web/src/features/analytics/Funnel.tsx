// The funnel: visitors → product views → add to cart → checkout started → paid, each with its share of the step
// before, so the owner sees where shoppers give up.
import type { AnalyticsSummary } from '@atelier/domain';

const STEP_LABELS: Record<string, string> = {
  visitors: 'Visitors',
  'product views': 'Product views',
  'add to cart': 'Add to cart',
  'checkout started': 'Checkout started',
  paid: 'Paid',
};

export function Funnel({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  const top = Math.max(funnel[0]?.count ?? 0, 1);
  return (
    <section aria-labelledby="funnel-heading" className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id="funnel-heading" className="font-display text-lg text-ink">
        Funnel
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {funnel.map(({ step, count }, i) => {
          const before = i === 0 ? null : (funnel[i - 1]?.count ?? 0);
          const kept = before ? Math.round((count / before) * 100) : null;
          return (
            <li key={step} className="grid grid-cols-[8rem_1fr_14rem] items-center gap-3 text-sm max-sm:grid-cols-[1fr_auto]">
              <span className="text-ink">{STEP_LABELS[step] ?? step}</span>
              <span aria-hidden="true" className="h-3 rounded-full bg-cream max-sm:col-span-2 max-sm:row-start-2">
                <span className="block h-3 rounded-full bg-accent" style={{ width: `${(count / top) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums text-ink">
                {count}
                {kept !== null && <span className="ml-2 text-muted">({kept}% of the step before)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
