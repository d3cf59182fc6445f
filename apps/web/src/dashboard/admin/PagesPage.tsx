// Pages: the shop's own pages (shipping, returns, …), each to open, edit or delete, and a way to write a new one.
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { useDeletePageMutation, useListPagesQuery } from '../../features/pages/api';
import { errorMessage } from '../../shared/api/errors';
import { formatDate } from '../../shared/formatDate';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['Title', 'Address', 'Updated', 'Edit', 'Delete'] as const;
const LINK = 'font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent';

export default function PagesPage() {
  useDocumentTitle('Pages');
  const pages = useListPagesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deletePage] = useDeletePageMutation();

  async function handleDelete(slug: string, title: string) {
    try {
      await deletePage(slug).unwrap();
      toast.success(`'${title}' deleted`);
    } catch (error) {
      toast.error(`Could not delete '${title}': ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <PageHeader
        title="Pages"
        description="The shop's own pages, listed in the storefront's Pages menu and footer."
        actions={
          <Link to="/dashboard/pages/new" className={buttonClasses()}>
            New page
          </Link>
        }
      />
      <QueryState query={pages} emptyText="No pages yet." isEmpty={(found) => found.length === 0}>
        {(found) => (
          <Table
            label="Pages"
            columns={COLUMNS}
            rows={found.map((page) => ({
              key: page.slug,
              cells: [
                <span key="title" className="font-medium text-ink">
                  {page.title}
                </span>,
                <Link key="address" to={`/pages/${page.slug}`} className={LINK}>
                  /pages/{page.slug}
                </Link>,
                <time key="updated" dateTime={page.updatedAt}>
                  {formatDate(page.updatedAt)}
                </time>,
                <Link
                  key="edit"
                  to={`/dashboard/pages/${page.slug}`}
                  aria-label={`Edit ${page.title}`}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                >
                  Edit
                </Link>,
                <DeleteButton
                  key="delete"
                  what={page.title}
                  named={`'${page.title}'`}
                  consequence={`Its address, /pages/${page.slug}, will answer 'Page not found', and the menus will no longer list it.`}
                  onDelete={() => void handleDelete(page.slug, page.title)}
                />,
              ],
            }))}
          />
        )}
      </QueryState>
    </>
  );
}
