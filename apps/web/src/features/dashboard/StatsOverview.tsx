// The top of a role's dashboard home: a greeting, then that role's figures once they load.
import { PageHeader } from './PageHeader';
import { type QueryResult, QueryState } from './QueryState';
import { useSignedInUser } from './useSignedInUser';

interface StatsOverviewProps<T> {
  description: string;
  stats: QueryResult<T>;
  loadingText: string;
  children: (stats: T) => React.ReactNode;
}

export function StatsOverview<T>({ description, stats, loadingText, children }: StatsOverviewProps<T>) {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={`Welcome, ${user.username}!`} description={description} />
      <QueryState query={stats} loadingText={loadingText} errorText="No stats available." emptyText="No stats available.">
        {(loaded) => <div className="space-y-8">{children(loaded)}</div>}
      </QueryState>
    </>
  );
}
