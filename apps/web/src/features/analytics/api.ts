// The Analytics screen's reports (admins): the period's figures and funnel against the period before, and its tables.
import type { AnalyticsRange, AnalyticsSummary, Referrer, SearchTerm, TopPage, TopProduct } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

const rangeQuery = ({ from, to }: AnalyticsRange) => `from=${from}&to=${to}`;

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAnalyticsSummary: b.query<AnalyticsSummary, AnalyticsRange>({
      query: (range) => `api/analytics/summary?${rangeQuery(range)}`,
    }),
    getTopPages: b.query<TopPage[], AnalyticsRange>({ query: (range) => `api/analytics/top-pages?${rangeQuery(range)}` }),
    getTopProducts: b.query<TopProduct[], AnalyticsRange>({
      query: (range) => `api/analytics/top-products?${rangeQuery(range)}`,
    }),
    getReferrers: b.query<Referrer[], AnalyticsRange>({ query: (range) => `api/analytics/referrers?${rangeQuery(range)}` }),
    getZeroResultSearches: b.query<SearchTerm[], AnalyticsRange>({
      query: (range) => `api/analytics/searches?${rangeQuery(range)}&zeroResults=true`,
    }),
  }),
});

export const {
  useGetAnalyticsSummaryQuery,
  useGetTopPagesQuery,
  useGetTopProductsQuery,
  useGetReferrersQuery,
  useGetZeroResultSearchesQuery,
} = analyticsApi;

/** The address of a table's CSV, for the range shown. */
export function csvExportHref(table: 'top-pages' | 'top-products' | 'referrers' | 'searches', range: AnalyticsRange): string {
  return `/api/analytics/${table}/export.csv?${rangeQuery(range)}${table === 'searches' ? '&zeroResults=true' : ''}`;
}
