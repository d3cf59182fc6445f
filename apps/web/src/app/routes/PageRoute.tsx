// /pages/:slug: one of the shop's own pages (shipping, returns, …), or the shop's 'Page not found' with a 404.
import { useParams } from 'react-router';
import { useGetPageQuery } from '../../features/pages/api';
import { PageProse } from '../../features/pages/PageProse';
import { hasStatus } from '../../shared/api/errors';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { usePageHead } from '../../shared/pageHead';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { LazyNotFoundPage } from './LazyNotFoundPage';

const DESCRIPTION_LENGTH = 160;

/** The page's opening words, for search results and shared links. */
function descriptionOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export default function PageRoute() {
  const { slug = '' } = useParams();
  const { data: page, error, isError, isLoading } = useGetPageQuery(slug);
  const translate = useTranslate();
  // "March 2, 2026", "2 mars 2026": the same on the server and in the browser whatever their time zones.
  const updatedOn = useFormatDate({ dateStyle: 'long', timeZone: 'UTC' });
  useDocumentTitle(page?.title ?? (isLoading ? undefined : translate('notFound.title')));
  usePageHead(page ? { description: descriptionOf(page.html), canonical: `/pages/${page.slug}` } : {});
  if (hasStatus(error, 404)) return <LazyNotFoundPage />;

  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-20">
      {isLoading && <div className="min-h-96" />}
      {isError && (
        <p role="alert" className="py-16 text-center text-danger">
          {translate('page.loadError')}
        </p>
      )}
      {page && (
        <article>
          <header className="mb-10 border-b border-line pb-8">
            <h1 className="text-4xl sm:text-5xl">{page.title}</h1>
            <p className="mt-4 text-sm text-muted">{translate('page.updated', { date: updatedOn(page.updatedAt) })}</p>
          </header>
          <PageProse html={page.html} />
        </article>
      )}
    </main>
  );
}
