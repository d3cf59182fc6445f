// What a dashboard screen shows while its data loads, when the call fails, when there is nothing, or else the data.
import { errorMessage } from '../shared/api/errors';
import { useTranslate } from '../shared/i18n/useTranslate';
import { LoadingState } from './LoadingState';

/** The part of a query hook's result this needs. */
export interface QueryResult<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
}

export interface QueryStateProps<T> {
  query: QueryResult<T>;
  loadingText?: string;
  /** Shown instead of the failure's own message, where the spec gives one. */
  errorText?: string;
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}

export function QueryState<T>({ query, loadingText, errorText, emptyText, isEmpty, children }: QueryStateProps<T>) {
  const { data, isLoading, error } = query;
  const translate = useTranslate();
  if (isLoading) return <LoadingState text={loadingText} />;
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-danger">
        {errorText ?? translate('error.withMessage', { message: errorMessage(error) })}
      </p>
    );
  }
  if (data === undefined || isEmpty?.(data)) return <p className="py-16 text-center text-muted">{emptyText}</p>;
  return children(data);
}
