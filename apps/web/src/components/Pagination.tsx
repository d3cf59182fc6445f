// Previous, numbered pages and Next. Previous is disabled on the first page, Next on the last. A long listing shows
// a few numbers around the current page, with the first and the last (pageNumbers.ts).

import { useTranslate } from '../shared/i18n/useTranslate';
import { pageNumbers } from './pageNumbers';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

const buttonClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const idleClasses = 'border-line bg-ivory text-ink hover:border-ink enabled:hover:bg-cream';
const currentClasses = 'border-ink bg-ink text-ivory';

export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const translate = useTranslate();
  const slots = pageNumbers(page, totalPages);
  return (
    <nav aria-label={label ?? translate('pagination.label')} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${buttonClasses} ${idleClasses}`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {translate('pagination.previous')}
      </button>
      {slots.map((n, i) =>
        n === 'gap' ? (
          // A gap always follows a page number, which names it.
          <span
            key={`gap-after-${slots[i - 1]}`}
            aria-hidden="true"
            className="inline-flex min-h-11 items-center px-1 text-sm text-muted"
          >
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={translate('pagination.page', { page: n })}
            className={`${buttonClasses} ${n === page ? currentClasses : idleClasses}`}
            onClick={() => onPageChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${buttonClasses} ${idleClasses}`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {translate('pagination.next')}
      </button>
    </nav>
  );
}
