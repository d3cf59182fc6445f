// /search: runs when the Search button is pressed (or Enter), never while typing; matches name or description,
// best matches first, paged 8 at a time with the words, page and sort in the address.

import { Trans } from '@lingui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { PagedListing } from '../../features/products/PagedListing';
import { SearchSuggestions } from '../../features/products/SearchSuggestions';
import { breadcrumbList } from '../../shared/breadcrumbs';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { selectShopName } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function SearchPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('search.title'));
  const shopName = useAppSelector(selectShopName);
  usePageHead({
    description: translate('search.description', { shop: shopName }),
    structuredData: [
      breadcrumbList([
        { name: translate('nav.home'), path: '/' },
        { name: translate('search.title'), path: '/search' },
      ]),
    ],
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const searchedFor = searchParams.get('q') ?? '';
  const [text, setText] = useState(searchedFor);

  // New words start again from the first page, in the order of relevance.
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setSearchParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <main>
      <PageHeader band title={translate('search.title')} description={translate('search.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <search className="mx-auto mb-12 block max-w-2xl">
          <form onSubmit={search} className="flex gap-3">
            <label htmlFor="search-text" className="sr-only">
              {translate('search.label')}
            </label>
            <div className="relative flex-1">
              <Search
                size={18}
                aria-hidden="true"
                className="pointer-events-none absolute left-4 top-1/2 z-10 -translate-y-1/2 text-muted"
              />
              <SearchSuggestions
                id="search-text"
                value={text}
                onChange={setText}
                placeholder={translate('search.placeholder')}
                className="min-h-11 w-full rounded-full border border-line bg-ivory py-2 pl-11 pr-4 text-ink placeholder:text-muted focus:border-ink"
              />
            </div>
            <Button type="submit">{translate('search.title')}</Button>
          </form>
        </search>
        <h2 className="sr-only">{translate('shop.products')}</h2>
        <PagedListing
          query={{ q: searchedFor }}
          emptyText={translate('search.empty')}
          defaultSortLabel={searchedFor ? translate('sort.bestMatch') : translate('sort.newest')}
          label={translate('search.pages')}
          // On a phone (412 × 823) the results start about 470 px down: their first row is on the first screen, and its
          // first picture is the page's largest paint, which a lazy load held back (Lighthouse: lcp-lazy-loaded).
          aboveFoldCount={2}
          countText={(count) => (searchedFor ? translate('search.count', { count, query: searchedFor }) : undefined)}
          correction={(meant) => (
            <p className="-mt-2 mb-6 text-sm text-muted">
              <Trans
                id="search.didYouMean"
                values={{ meant }}
                components={{
                  0: (
                    <Link
                      to={`/search?q=${encodeURIComponent(meant)}`}
                      onClick={() => setText(meant)}
                      className="font-medium text-ink underline underline-offset-2 hover:text-accent"
                    />
                  ),
                }}
              />
            </p>
          )}
        />
      </div>
    </main>
  );
}
