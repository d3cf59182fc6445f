// The Outbox for admins: every mail the shop wrote, one mail with its parts, and sending a failed one again.
import type { OutboxMailDetail, OutboxPage } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const outboxApi = baseApi.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (b) => ({
    getOutbox: b.query<OutboxPage, number>({
      query: (page) => `api/outbox?page=${page}`,
      providesTags: ['Mail'],
    }),
    getOutboxMail: b.query<OutboxMailDetail, string>({
      query: (id) => `api/outbox/${encodeURIComponent(id)}`,
      providesTags: ['Mail'],
    }),
    retryMail: b.mutation<OutboxMailDetail, string>({
      query: (id) => ({ url: `api/outbox/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const { useGetOutboxQuery, useGetOutboxMailQuery, useRetryMailMutation } = outboxApi;
