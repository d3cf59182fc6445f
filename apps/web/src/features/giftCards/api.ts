// Gift cards: a code's balance for anyone holding it, and for admins the list, a card's history, issuing one by hand,
// adjusting and disabling.
import type { BalanceEntryAnswer, GiftCardAnswer, GiftCardBalance, GiftCardPage } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export interface GiftCardWithHistory extends GiftCardAnswer {
  entries: BalanceEntryAnswer[];
}

/** Where the accountant's CSV of outstanding balances downloads from. */
export const OUTSTANDING_BALANCES_CSV_URL = '/api/gift-cards/outstanding.csv';

export const giftCardsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    checkGiftCard: b.mutation<GiftCardBalance, string>({
      query: (code) => ({ url: 'api/gift-cards/check', method: 'POST', body: { code } }),
    }),
    listGiftCards: b.query<GiftCardPage, { page: number; q: string }>({
      query: ({ page, q }) => `api/gift-cards?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}) }).toString()}`,
      providesTags: [{ type: 'GiftCard', id: 'LIST' }],
    }),
    getGiftCard: b.query<GiftCardWithHistory, string>({
      query: (id) => `api/gift-cards/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'GiftCard', id }],
    }),
    issueGiftCard: b.mutation<GiftCardAnswer & { code: string }, { amount: number; recipientEmail: string; reason: string }>({
      query: (body) => ({ url: 'api/gift-cards', method: 'POST', body }),
      invalidatesTags: [{ type: 'GiftCard', id: 'LIST' }],
    }),
    adjustGiftCard: b.mutation<GiftCardAnswer, { id: string; amount: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `api/gift-cards/${encodeURIComponent(id)}/adjust`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'GiftCard', id: 'LIST' },
        { type: 'GiftCard', id },
      ],
    }),
    disableGiftCard: b.mutation<GiftCardAnswer, string>({
      query: (id) => ({ url: `api/gift-cards/${encodeURIComponent(id)}/disable`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'GiftCard', id: 'LIST' },
        { type: 'GiftCard', id },
      ],
    }),
  }),
});

export const {
  useCheckGiftCardMutation,
  useListGiftCardsQuery,
  useGetGiftCardQuery,
  useIssueGiftCardMutation,
  useAdjustGiftCardMutation,
  useDisableGiftCardMutation,
} = giftCardsApi;
