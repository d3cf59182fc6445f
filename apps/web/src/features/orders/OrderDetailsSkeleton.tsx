// An order's card while it loads: its header, the four steps, one line with the totals and the address, each the
// height of what comes, so the page below does not move when the order arrives.
import { PLACEHOLDER_BLOCK } from '../../components/LoadingPlaceholder';

const STEPS = ['pending', 'processing', 'shipped', 'completed'];

export function OrderDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line bg-cream/50 px-6 py-5 sm:px-8">
        <div>
          <div className={`h-4 w-12 ${PLACEHOLDER_BLOCK}`} />
          <div className={`mt-1 h-9 w-24 ${PLACEHOLDER_BLOCK}`} />
        </div>
        <div className="flex gap-8">
          <div className={`h-10 w-32 ${PLACEHOLDER_BLOCK}`} />
          <div className={`h-10 w-16 ${PLACEHOLDER_BLOCK}`} />
        </div>
      </div>
      <div className="px-6 py-8 sm:px-8">
        <ol className="grid sm:grid-cols-4">
          {STEPS.map((step) => (
            <li key={step} className="flex gap-4 pb-8 sm:flex-col sm:items-center sm:pb-0">
              <span className="size-10 shrink-0 rounded-full bg-cream" />
              <div className="flex flex-col gap-1 sm:mt-3 sm:items-center">
                <div className={`h-5 w-24 ${PLACEHOLDER_BLOCK}`} />
                <div className={`h-4 w-20 ${PLACEHOLDER_BLOCK}`} />
                <div className={`h-5 w-44 sm:h-10 sm:w-full ${PLACEHOLDER_BLOCK}`} />
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex justify-end">
          <div className={`h-11 w-32 ${PLACEHOLDER_BLOCK}`} />
        </div>
      </div>
      <div className="border-t border-line px-6 py-6 sm:px-8">
        <div className={`mb-2 h-7 w-20 ${PLACEHOLDER_BLOCK}`} />
        <div className="flex items-center gap-4 py-4">
          <div className="h-[70px] w-14 shrink-0 rounded-md bg-cream" />
          <div className={`h-11 flex-1 ${PLACEHOLDER_BLOCK}`} />
        </div>
        <div className={`mt-2 h-[109px] ${PLACEHOLDER_BLOCK}`} />
      </div>
      <div className="border-t border-line px-6 py-6 sm:px-8">
        <div className={`mb-3 h-7 w-40 ${PLACEHOLDER_BLOCK}`} />
        <div className={`h-24 w-48 ${PLACEHOLDER_BLOCK}`} />
      </div>
    </div>
  );
}
