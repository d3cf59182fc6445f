// The shop's settings: read by every page, replaced by an admin, and what a new shop still has to do before it opens.
import type { ChecklistItem, PlaceholderValues, ShopSettings, ShopSettingsInput } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';
import { shopSettingsReceived } from '../../shared/shop/shopSettingsSlice';
import type { TaxSettings } from './taxSettings';

/**
 * The settings with their tax fields, which an older API leaves out, and the values of the placeholders their texts
 * may hold (the texts themselves come as written, for the editor).
 */
export type ShopSettingsWithTax = ShopSettings & TaxSettings & { placeholders?: PlaceholderValues };

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getSettings: b.query<ShopSettingsWithTax, void>({
      query: () => 'api/settings',
      providesTags: ['Settings'],
      // The header and the page titles read the settings from the store's copy (shared/shop/shopSettingsSlice.ts).
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shopSettingsReceived(data));
      },
    }),
    updateSettings: b.mutation<ShopSettingsWithTax, ShopSettingsInput & TaxSettings>({
      query: (body) => ({ url: 'api/settings', method: 'PUT', body }),
      invalidatesTags: ['Checklist'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        dispatch(shopSettingsReceived(data));
      },
    }),
    getSettingsChecklist: b.query<ChecklistItem[], void>({ query: () => 'api/settings/checklist', providesTags: ['Checklist'] }),
  }),
});

export const { useGetSettingsQuery, useUpdateSettingsMutation, useGetSettingsChecklistQuery } = settingsApi;
