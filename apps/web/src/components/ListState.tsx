// A dashboard list's loading, failure and empty states: an empty list shows the empty text like missing data.
import { QueryState, type QueryStateProps } from './QueryState';

export function ListState<T>(props: Omit<QueryStateProps<T[]>, 'isEmpty'>) {
  return <QueryState {...props} isEmpty={(list) => list.length === 0} />;
}
