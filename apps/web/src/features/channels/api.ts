// The sales channels for admins: the feeds' addresses and counts, the products they leave out, and the feed token.
import type { SalesChannels } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const channelsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Channels'] }).injectEndpoints({
  endpoints: (b) => ({
    getSalesChannels: b.query<SalesChannels, void>({
      query: () => 'api/channels',
      providesTags: ['Channels'],
    }),
    setFeedToken: b.mutation<SalesChannels, { required: boolean }>({
      query: (body) => ({ url: 'api/channels/token', method: 'PUT', body }),
      invalidatesTags: ['Channels'],
    }),
  }),
});

export const { useGetSalesChannelsQuery, useSetFeedTokenMutation } = channelsApi;
