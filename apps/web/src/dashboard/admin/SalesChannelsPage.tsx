// Sales channels: the addresses of the Google Merchant Center and Meta feeds to copy, how many products each lists,
// the secret token they may require, and the products left out with why, each linking to its edit form.
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useGetSalesChannelsQuery } from '../../features/channels/api';
import { ExcludedProducts } from '../../features/channels/ExcludedProducts';
import { FeedAddress } from '../../features/channels/FeedAddress';
import { FeedTokenSetting } from '../../features/channels/FeedTokenSetting';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { OrderSection } from './OrderSection';

export default function SalesChannelsPage() {
  useDocumentTitle('Sales channels');
  const channels = useGetSalesChannelsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Sales channels"
        description="Give these addresses to Google Merchant Center and Meta Commerce Manager: they read the catalog from them, with each size's stock and price."
      />
      <QueryState query={channels} emptyText="No feeds.">
        {({ feeds, excluded, tokenRequired }) => (
          <div className="space-y-6">
            <OrderSection title="Feeds">
              <div className="space-y-5">
                {feeds.map((feed) => (
                  <FeedAddress key={feed.url} {...feed} />
                ))}
              </div>
            </OrderSection>
            <OrderSection title="Secret token">
              <FeedTokenSetting tokenRequired={tokenRequired} />
            </OrderSection>
            <OrderSection title={`Products left out (${excluded.length})`}>
              <ExcludedProducts excluded={excluded} />
            </OrderSection>
          </div>
        )}
      </QueryState>
    </>
  );
}
