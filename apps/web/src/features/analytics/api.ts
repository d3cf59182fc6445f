// The Analytics screen's reports (admins): the period's figures and funnel against the period before, and its tables.
import type {
  AbandonedCheckoutDay,
  AnalyticsRange,
  AnalyticsSummary,
  CountryRow,
  DeviceRow,
  DiscountCodeRow,
  Referrer,
  SearchTerm,
  TopPage,
  TopProduct,
} from '@atelier/domain';
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
    getDevices: b.query<DeviceRow[], AnalyticsRange>({ query: (range) => `api/analytics/devices?${rangeQuery(range)}` }),
    getCountries: b.query<CountryRow[], AnalyticsRange>({ query: (range) => `api/analytics/countries?${rangeQuery(range)}` }),
    getAbandonedCheckouts: b.query<AbandonedCheckoutDay[], AnalyticsRange>({
      query: (range) => `api/analytics/abandoned-checkouts?${rangeQuery(range)}`,
    }),
    getDiscountCodes: b.query<DiscountCodeRow[], AnalyticsRange>({
      query: (range) => `api/analytics/discount-codes?${rangeQuery(range)}`,
    }),
  }),
});

export const {
  useGetAnalyticsSummaryQuery,
  useGetTopPagesQuery,
  useGetTopProductsQuery,
  useGetReferrersQuery,
  useGetZeroResultSearchesQuery,
  useGetDevicesQuery,
  useGetCountriesQuery,
  useGetAbandonedCheckoutsQuery,
  useGetDiscountCodesQuery,
} = analyticsApi;

type ReportName =
  | 'top-pages'
  | 'top-products'
  | 'referrers'
  | 'searches'
  | 'devices'
  | 'countries'
  | 'abandoned-checkouts'
  | 'discount-codes';

/** The address of a table's CSV, for the range shown. */
export function csvExportHref(table: ReportName, range: AnalyticsRange): string {
  return `/api/analytics/${table}/export.csv?${rangeQuery(range)}${table === 'searches' ? '&zeroResults=true' : ''}`;
}
