// Delivery: the quote the cart shows for a country and a subtotal, the countries the shop delivers to, and the zones
// and methods admins edit.
import type { ShippingCountries, ShippingMethod, ShippingMethodBody, ShippingOptions, ShippingZone } from '@atelier/domain';
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
    createShippingZone: b.mutation<ShippingZone, TaxedZoneBody>({
      query: (body) => ({ url: 'api/shipping/zones', method: 'POST', body }),
      invalidatesTags: SHIPPING,
    }),
    updateShippingZone: b.mutation<ShippingZone, TaxedZoneBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `api/shipping/zones/${id}`, method: 'PUT', body }),
      invalidatesTags: SHIPPING,
    }),
    deleteShippingZone: b.mutation<{ message: string; unservedCountries: string[] }, string>({
      query: (id) => ({ url: `api/shipping/zones/${id}`, method: 'DELETE' }),
      invalidatesTags: SHIPPING,
    }),
    createShippingMethod: b.mutation<ShippingMethod, ShippingMethodBody & { zoneId: string }>({
      query: ({ zoneId, ...body }) => ({ url: `api/shipping/zones/${zoneId}/methods`, method: 'POST', body }),
      invalidatesTags: SHIPPING,
    }),
    updateShippingMethod: b.mutation<ShippingMethod, ShippingMethodBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `api/shipping/methods/${id}`, method: 'PUT', body }),
      invalidatesTags: SHIPPING,
    }),
    deleteShippingMethod: b.mutation<{ message: string; deactivated: boolean }, string>({
      query: (id) => ({ url: `api/shipping/methods/${id}`, method: 'DELETE' }),
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
  useCreateShippingMethodMutation,
  useUpdateShippingMethodMutation,
  useDeleteShippingMethodMutation,
} = shippingApi;
