// Delivery: the quote the cart shows for a country and a subtotal, the countries the shop delivers to, and the zones
// and methods admins edit.
import type { ShippingCountries, ShippingOptions, ShippingZone } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';
import type { TaxedZoneBody } from './zoneTax';

const SHIPPING = [{ type: 'Shipping' as const, id: 'LIST' }];

export const shippingApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getShippingOptions: b.query<ShippingOptions, { country: string; subtotal: number }>({
      query: ({ country, subtotal }) => `api/shipping/options?country=${country}&subtotal=${subtotal.toFixed(2)}`,
      providesTags: SHIPPING,
    }),
    getShippingCountries: b.query<ShippingCountries, void>({ query: () => 'api/shipping/countries', providesTags: SHIPPING }),
    getShippingZones: b.query<ShippingZone[], void>({ query: () => 'api/shipping/zones', providesTags: SHIPPING }),
    /** A zone with its methods, in one request. */
    createShippingZone: b.mutation<ShippingZone, TaxedZoneBody>({
      query: (body) => ({ url: 'api/shipping/zones', method: 'POST', body }),
      invalidatesTags: SHIPPING,
    }),
    /** A zone with its methods, in one request; refused with 409 once the zone changed since `version`. */
    updateShippingZone: b.mutation<ShippingZone, TaxedZoneBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `api/shipping/zones/${id}`, method: 'PUT', body }),
      invalidatesTags: SHIPPING,
    }),
    deleteShippingZone: b.mutation<{ message: string; unservedCountries: string[] }, string>({
      query: (id) => ({ url: `api/shipping/zones/${id}`, method: 'DELETE' }),
      invalidatesTags: SHIPPING,
    }),
  }),
});

export const {
  useGetShippingOptionsQuery,
  useGetShippingCountriesQuery,
  useGetShippingZonesQuery,
  useCreateShippingZoneMutation,
  useUpdateShippingZoneMutation,
  useDeleteShippingZoneMutation,
} = shippingApi;
