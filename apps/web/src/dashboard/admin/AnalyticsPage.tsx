// Analytics: who came, where from, what they looked at, where they gave up and what they searched for in vain, counted
// by the shop itself without cookies (decision 560).
import { countryName } from '@atelier/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { AnalyticsFigures } from '../../features/analytics/AnalyticsFigures';
import {
  csvExportHref,
  useGetAbandonedCheckoutsQuery,
  useGetAnalyticsSummaryQuery,
  useGetCountriesQuery,
  useGetDevicesQuery,
  useGetDiscountCodesQuery,
  useGetReferrersQuery,
  useGetTopPagesQuery,
  useGetTopProductsQuery,
  useGetZeroResultSearchesQuery,
} from '../../features/analytics/api';
import { DateRangePicker } from '../../features/analytics/DateRangePicker';
import { lastDays } from '../../features/analytics/dateRanges';
import { Funnel } from '../../features/analytics/Funnel';
import { ReportTable } from '../../features/analytics/ReportTable';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const FRESH = { refetchOnMountOrArgChange: true } as const;
const DEVICE_NAMES = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop', unknown: 'Unknown' } as const;

export default function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [range, setRange] = useState(() => lastDays(30));
  const summary = useGetAnalyticsSummaryQuery(range, FRESH);
  const pages = useGetTopPagesQuery(range, FRESH);
  const products = useGetTopProductsQuery(range, FRESH);
  const referrers = useGetReferrersQuery(range, FRESH);
  const searches = useGetZeroResultSearchesQuery(range, FRESH);
  const devices = useGetDevicesQuery(range, FRESH);
  const countries = useGetCountriesQuery(range, FRESH);
  const abandoned = useGetAbandonedCheckoutsQuery(range, FRESH);
  const codes = useGetDiscountCodesQuery(range, FRESH);
  const formatPrice = useFormatPrice();
  const abandonedDays = abandoned.data ?? [];
  const abandonedTotal = {
    checkouts: abandonedDays.reduce((sum, day) => sum + day.checkouts, 0),
    value: abandonedDays.reduce((sum, day) => sum + day.value, 0),
  };

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Visits and sales counted by the shop itself: no cookies, no IP addresses kept. Compared with the period before."
        actions={<DateRangePicker range={range} onChange={setRange} />}
      />
      <div className="flex flex-col gap-8">
        <QueryState query={summary} loadingText="Loading analytics..." emptyText="Nothing counted yet.">
          {(figures) => (
            <>
              <AnalyticsFigures summary={figures} />
              <Funnel funnel={figures.funnel} />
            </>
          )}
        </QueryState>
        <div className="grid gap-8 xl:grid-cols-2">
          <ReportTable
            title="Top pages"
            columns={['Page', 'Page views', 'Visitors']}
            rows={(pages.data ?? []).map((row) => ({ key: row.path, cells: [row.path, row.pageviews, row.visitors] }))}
            csvHref={csvExportHref('top-pages', range)}
            emptyText="No page views in this period."
          />
          <ReportTable
            title="Top products"
            columns={['Product', 'Views', 'Adds to cart', 'Orders']}
            rows={(products.data ?? []).map((row) => ({
              key: row.productId,
              cells: [row.name ?? 'Deleted product', row.views, row.addsToCart, row.orders],
            }))}
            csvHref={csvExportHref('top-products', range)}
            emptyText="No product views in this period."
          />
          <ReportTable
            title="Referrers and campaigns"
            columns={['Source', 'Campaign', 'Visitors']}
            rows={(referrers.data ?? []).map((row) => ({
              key: `${row.source} ${row.campaign ?? ''}`,
              cells: [row.source, row.campaign ?? '—', row.visitors],
            }))}
            csvHref={csvExportHref('referrers', range)}
            emptyText="No visits from other sites in this period."
          />
          <ReportTable
            title="Searches with no results"
            columns={['Search', 'Times']}
            rows={(searches.data ?? []).map((row) => ({ key: row.query, cells: [row.query, row.searches] }))}
            csvHref={csvExportHref('searches', range)}
            emptyText="Every search found something in this period."
          />
          <ReportTable
            title="Devices"
            columns={['Device', 'Page views', 'Visitors']}
            rows={(devices.data ?? []).map((row) => ({
              key: row.device,
              cells: [DEVICE_NAMES[row.device], row.pageviews, row.visitors],
            }))}
            csvHref={csvExportHref('devices', range)}
            emptyText="No page views in this period."
          />
          <ReportTable
            title="Countries"
            columns={['Country', 'Page views', 'Visitors']}
            rows={(countries.data ?? []).map((row) => ({
              key: row.country,
              cells: [row.country === 'unknown' ? 'Unknown' : countryName(row.country), row.pageviews, row.visitors],
            }))}
            csvHref={csvExportHref('countries', range)}
            emptyText="No page views in this period."
          />
          <ReportTable
            title="Abandoned checkouts"
            columns={['Day', 'Checkouts', 'Value']}
            rows={
              abandonedDays.length === 0
                ? []
                : [
                    { key: 'all', cells: ['All days', abandonedTotal.checkouts, formatPrice(abandonedTotal.value)] },
                    ...abandonedDays.map((row) => ({ key: row.day, cells: [row.day, row.checkouts, formatPrice(row.value)] })),
                  ]
            }
            csvHref={csvExportHref('abandoned-checkouts', range)}
            emptyText="No checkout was left unpaid in this period."
          />
          <ReportTable
            title="Discount codes"
            columns={['Code', 'Applied', 'Refused', 'Orders', 'Revenue']}
            rows={(codes.data ?? []).map((row) => ({
              key: row.code,
              cells: [row.code, row.applied, row.refused, row.orders, formatPrice(row.revenue)],
            }))}
            csvHref={csvExportHref('discount-codes', range)}
            emptyText="No discount code was tried in this period."
          />
        </div>
      </div>
    </>
  );
}
