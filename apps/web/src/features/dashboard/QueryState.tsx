// What a dashboard screen shows while its data loads, when the call fails, when there is nothing, or else the data.
import { errorMessage } from '../../app/api';
import { LoadingState } from '../../components/LoadingState';

interface QueryStateProps<T> {
  isLoading: boolean;
  error: unknown;
  data: T | undefined;
  loadingText?: string;
  /** Shown instead of the failure's own message, where the spec gives one. */
  errorText?: string;
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}

export function QueryState<T>({
  isLoading,
  error,
  data,
  loadingText,
  errorText,
  emptyText,
  isEmpty,
  children,
}: QueryStateProps<T>) {
  if (isLoading) return <LoadingState text={loadingText} />;
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-danger">
        {errorText ?? `Error: ${errorMessage(error)}`}
      </p>
    );
  }
  if (data === undefined || isEmpty?.(data)) return <p className="py-16 text-center text-muted">{emptyText}</p>;
  return children(data);
}
