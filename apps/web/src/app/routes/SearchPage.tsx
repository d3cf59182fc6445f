// /search: runs when the Search button is pressed (or Enter), never while typing; matches name or description.
import { MAX_API_PAGE_SIZE } from '@atelier/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { useGetProductsQuery } from '../../features/products/api';
import { ProductResults } from '../../features/products/ProductResults';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export default function SearchPage() {
  useDocumentTitle('Search');
  const [searchParams, setSearchParams] = useSearchParams();
  const searchedFor = searchParams.get('q') ?? '';
  const [text, setText] = useState(searchedFor);
  const { data, isLoading, isError } = useGetProductsQuery({ q: searchedFor, limit: MAX_API_PAGE_SIZE });

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setSearchParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <main>
      <PageHeader band title="Search" description="Find a piece by its name or description." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <search className="mx-auto mb-12 block max-w-2xl">
          <form onSubmit={search} className="flex gap-3">
            <label htmlFor="search-text" className="sr-only">
              Search products
            </label>
            <div className="relative flex-1">
              <Search
                size={18}
                aria-hidden="true"
                className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted"
              />
              <input
                id="search-text"
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Search products..."
                className="min-h-11 w-full rounded-full border border-line bg-ivory py-2 pl-11 pr-4 text-ink placeholder:text-muted focus:border-ink"
              />
            </div>
            <Button type="submit">Search</Button>
          </form>
        </search>
        <h2 className="sr-only">Products</h2>
        {searchedFor && data && (
          <p role="status" className="mb-6 text-sm text-muted">
            {data.totalProducts} {data.totalProducts === 1 ? 'result' : 'results'} for “{searchedFor}”
          </p>
        )}
        <ProductResults
          products={data?.products}
          isLoading={isLoading}
          isError={isError}
          emptyText="No products found"
          aboveFoldCount={4}
        />
      </div>
    </main>
  );
}
