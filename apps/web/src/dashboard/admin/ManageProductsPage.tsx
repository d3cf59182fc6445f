// The admin's product table, 12 to a page, with links to edit and buttons to delete; the catalog's import and export;
// what is left to translate, and the products without a description in a language (`?untranslated=fr`).
import { ADMIN_PRODUCTS_PAGE_SIZE, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { SeeAllLink } from '../../components/SeeAllLink';
import { Table } from '../../components/Table';
import { Thumbnail } from '../../components/Thumbnail';
import { useDeleteProductMutation, useGetProductsQuery } from '../../features/products/api';
import { ImportProductsDialog } from '../../features/products/ImportProductsDialog';
import { UntranslatedNote } from '../../features/products/UntranslatedNote';
import { formatDate } from '../../shared/formatDate';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { pageRange } from './pageRange';
import { StockCell } from './StockCell';
import { useShownPage } from './shownPage';

/** The language whose untranslated products the address asks for, if it names one the shop translates into. */
function untranslatedOf(params: URLSearchParams): TranslatedLanguage | undefined {
  const language = params.get('untranslated');
  return TRANSLATED_LANGUAGES.find((each) => each === language);
}

const COLUMNS = ['No.', 'Product name', 'Stock', 'Publishing date', 'Edit', 'Delete'] as const;

export default function ManageProductsPage() {
  useDocumentTitle('Manage products');
  const untranslated = untranslatedOf(useSearchParams()[0]);
  const [page, setPage] = useState(1);
  // Another list starts at its first page.
  const [listed, setListed] = useState(untranslated);
  if (listed !== untranslated) {
    setListed(untranslated);
    setPage(1);
  }
  const products = useGetProductsQuery({ page, limit: ADMIN_PRODUCTS_PAGE_SIZE, untranslated });
  const shownPage = useShownPage(page, products.currentData !== undefined);
  const [deleteProduct] = useDeleteProductMutation();
  const [importing, setImporting] = useState(false);

  const totalPages = products.data?.totalPages ?? 1;
  // Deleting the last product of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (products.data && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [products.data, page, totalPages]);

  async function handleDelete(id: string) {
    try {
      const { message } = await deleteProduct(id).unwrap();
      toast.success(message);
    } catch (error) {
      console.error('Deleting the product failed', error);
    }
  }

  return (
    <>
      <PageHeader
        title="All Products"
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            {/* A plain download: the file streams to disk, never held whole by the page. */}
            <a href="/api/products/export.csv" download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Export CSV
            </a>
            <SeeAllLink to="/shop" />
          </>
        }
      />
      <UntranslatedNote filtered={untranslated} />
      {importing ? <ImportProductsDialog onClose={() => setImporting(false)} /> : null}
      <QueryState query={products} errorText="Failed to load blogs." emptyText="No products yet.">
        {(listing) => {
          const { from, to } = pageRange(shownPage, ADMIN_PRODUCTS_PAGE_SIZE, listing.totalProducts);
          return (
            <>
              <Table
                label="Products"
                columns={COLUMNS}
                rows={listing.products.map((product, i) => ({
                  key: product._id,
                  cells: [
                    <span key="no" className="text-muted">
                      {from + i}
                    </span>,
                    <Link
                      key="name"
                      to={`/shop/${product._id}`}
                      className="inline-flex min-h-11 items-center gap-3 font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
                    >
                      <Thumbnail
                        src={product.image}
                        alt=""
                        width={32}
                        height={40}
                        lazy
                        className="h-10 w-8 rounded bg-cream object-cover"
                      />
                      {product.name}
                    </Link>,
                    <StockCell key="stock" product={product} />,
                    <span key="date" className="text-muted">
                      {formatDate(product.createdAt)}
                    </span>,
                    <Link
                      key="edit"
                      to={`/dashboard/update-product/${product._id}`}
                      aria-label={`Edit ${product.name}`}
                      className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
                    >
                      Edit
                    </Link>,
                    <DeleteButton
                      key="delete"
                      what={product.name}
                      named={`'${product.name}'`}
                      consequence="It leaves the shop at once; orders that include it keep their lines as they were bought."
                      onDelete={() => void handleDelete(product._id)}
                    />,
                  ],
                }))}
              />
              <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted">{`Showing ${from} to ${to} of ${listing.totalProducts} products`}</p>
                <Pagination page={page} totalPages={Math.max(totalPages, 1)} onPageChange={setPage} label="Product pages" />
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
