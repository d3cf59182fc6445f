// "Email me when it's back": asking the shop to mail an address once a sold-out product or size is in stock again.
import type { StockAlertAnswer, StockAlertBody } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export const stockAlertsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    requestStockAlert: b.mutation<StockAlertAnswer, StockAlertBody>({
      query: (body) => ({ url: 'api/stock-alerts', method: 'POST', body }),
    }),
  }),
});

export const { useRequestStockAlertMutation } = stockAlertsApi;
