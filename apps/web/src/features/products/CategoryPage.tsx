// /categories/:categoryName: the live catalog of one category (the name read case-insensitively).
import { CATEGORIES, MAX_API_PAGE_SIZE } from '@atelier/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useGetProductsQuery } from './api';
import { ProductResults } from './ProductResults';

export default function CategoryPage() {
  const category = (useParams().categoryName ?? '').toLowerCase();
  const known = (CATEGORIES as readonly string[]).includes(category);
  const { data, isLoading, isError } = useGetProductsQuery({ category, limit: MAX_API_PAGE_SIZE }, { skip: !known });
  useDocumentTitle(category.charAt(0).toUpperCase() + category.slice(1));

  return (
    <main>
      <PageHeader band title={category} description={known ? `Every piece in ${category}, newest first.` : undefined} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <h2 className="sr-only">Products</h2>
        <ProductResults
          products={known ? data?.products : []}
          isLoading={known && isLoading}
          isError={known && isError}
          emptyText="No products found in this category."
          aboveFoldCount={4}
        />
      </div>
    </main>
  );
}
