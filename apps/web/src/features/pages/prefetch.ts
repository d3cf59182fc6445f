// Asks for a page of the shop while its code is still downloading (see features/products/prefetch.ts).
import type { AppDispatch } from '../../shared/store/storeTypes';
import { pagesApi } from './api';

export function prefetchPage(dispatch: AppDispatch, slug: string | undefined) {
  if (slug) dispatch(pagesApi.util.prefetch('getPage', slug, {}));
}
