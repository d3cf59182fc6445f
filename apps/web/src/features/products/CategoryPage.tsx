// /categories/:categoryName: the live catalog of one category (the name read case-insensitively; the route above
// answers 'Page not found' for any other name), paged, with its sort.
import type { Category } from '@atelier/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { breadcrumbList } from '../../shared/breadcrumbs';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PagedListing } from './PagedListing';

export default function CategoryPage() {
  // The route above shows this page only for a known category.
  const category = (useParams().categoryName ?? '').toLowerCase() as Category;
  const translate = useTranslate();
  const heading = translate(`category.${category}.heading`);
  const description = translate(`category.${category}.description`);
  useDocumentTitle(heading);
  usePageHead({
    description,
    structuredData: [
      breadcrumbList([
        { name: translate('nav.home'), path: '/' },
        { name: translate('nav.shop'), path: '/shop' },
        { name: heading, path: `/categories/${category}` },
      ]),
    ],
  });

  return (
    <main>
      <PageHeader band title={heading} description={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <h2 className="sr-only">{translate('shop.products')}</h2>
        <PagedListing
          query={{ category }}
          emptyText={translate('category.empty')}
          defaultSortLabel={translate('sort.newest')}
          label={translate('category.pages', { category: heading.toLowerCase() })}
        />
      </div>
    </main>
  );
}
