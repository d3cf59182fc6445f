// The top of a role's dashboard home: a greeting, then that role's figures once they load.
import { PageHeader } from '../../components/PageHeader';
import { type QueryResult, QueryState } from '../../components/QueryState';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';

interface StatsOverviewProps<T> {
  description: string;
  stats: QueryResult<T>;
  loadingText: string;
  /** Shown under the greeting once the figures have come (or failed), so neither pushes the other down. */
  notice?: React.ReactNode;
  children: (stats: T) => React.ReactNode;
}

export function StatsOverview<T>({ description, stats, loadingText, notice, children }: StatsOverviewProps<T>) {
  const user = useSignedInUser();
  const translate = useTranslate();
  const none = translate('account.stats.none');
  return (
    <>
      <PageHeader title={translate('account.greeting', { name: user.username })} description={description} />
      {!stats.isLoading && notice}
      <QueryState query={stats} loadingText={loadingText} errorText={none} emptyText={none}>
        {(loaded) => <div className="space-y-8">{children(loaded)}</div>}
      </QueryState>
    </>
  );
}
