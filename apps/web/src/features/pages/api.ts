// The shop's own pages (shipping, returns, …): listed in the menus, read at /pages/{slug}, written by admins.
import type { CreatePageBody, PageSummary, ShopPage, UpdatePageBody } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The cache's tag for the page at `slug`. The cache files tags by id in a plain object, so an id such as `constructor`
 * or `__proto__` would land on a built-in property and break its bookkeeping: the slug is named under a prefix.
 */
const pageTag = (slug: string) => ({ type: 'Page' as const, id: `slug:${slug}` });

export const pagesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listPages: b.query<PageSummary[], void>({ query: () => 'api/pages', providesTags: [{ type: 'Page', id: 'LIST' }] }),
    getPage: b.query<ShopPage, string>({
      query: (slug) => `api/pages/${encodeURIComponent(slug)}`,
      providesTags: (_page, _error, slug) => [pageTag(slug)],
    }),
    createPage: b.mutation<ShopPage, CreatePageBody>({
      query: (body) => ({ url: 'api/pages', method: 'POST', body }),
      // A page created at an address that answered 404 before is no longer missing; the checklist counts some pages.
      invalidatesTags: (_page, _error, { slug }) => [{ type: 'Page', id: 'LIST' }, pageTag(slug), 'Checklist'],
    }),
    updatePage: b.mutation<ShopPage, UpdatePageBody & { slug: string }>({
      query: ({ slug, ...body }) => ({ url: `api/pages/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      invalidatesTags: (_page, _error, { slug }) => [{ type: 'Page', id: 'LIST' }, pageTag(slug)],
    }),
    deletePage: b.mutation<{ message: string }, string>({
      query: (slug) => ({ url: `api/pages/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, slug) => [{ type: 'Page', id: 'LIST' }, pageTag(slug), 'Checklist'],
    }),
  }),
});

export const { useListPagesQuery, useGetPageQuery, useCreatePageMutation, useUpdatePageMutation, useDeletePageMutation } =
  pagesApi;
