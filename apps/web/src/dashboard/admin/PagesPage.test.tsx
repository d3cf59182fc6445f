import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makePageSummary, makeShopPage, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { EditPageEditorPage, NewPageEditorPage } from './PageEditorPage';
import PagesPage from './PagesPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });

function openEditor(route: string) {
  const creating = route.startsWith('/dashboard/pages/new');
  return renderWithProviders(creating ? <NewPageEditorPage /> : <EditPageEditorPage />, {
    route,
    path: creating ? '/dashboard/pages/new' : '/dashboard/pages/:slug',
    preloadedState: { auth: { user: admin } },
    routes: [
      { path: '/dashboard/pages', element: <p>All pages</p> },
      ...(creating ? [{ path: '/dashboard/pages/:slug', element: <p>Editing the saved page</p> }] : []),
    ],
  });
}

describe('Pages', () => {
  it('lists the pages with their addresses, and deletes one only once asked', async () => {
    let pages = [
      makePageSummary({ slug: 'shipping', title: 'Shipping' }),
      makePageSummary({ slug: 'returns', title: 'Returns' }),
    ];
    const fetchSpy = mockApi({
      'GET /api/pages': () => ({ body: pages }),
      'DELETE /api/pages/returns': () => {
        pages = pages.filter((page) => page.slug !== 'returns');
        return { body: { message: 'Page deleted' } };
      },
    });
    const { user } = renderWithProviders(<PagesPage />, { preloadedState: { auth: { user: admin } } });
    const table = await screen.findByRole('region', { name: 'Pages' });
    expect(within(table).getByRole('link', { name: '/pages/shipping' })).toHaveAttribute('href', '/pages/shipping');
    expect(within(table).getByRole('link', { name: 'Edit Returns' })).toHaveAttribute('href', '/dashboard/pages/returns');

    await user.click(within(table).getByRole('button', { name: 'Delete Returns' }));
    const question = await screen.findByRole('alertdialog', { name: "Delete 'Returns'?" });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fetchSpy.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Delete Returns' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Returns')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("'Returns' deleted");
  });
});

describe('the page editor', () => {
  it('writes a new page: its address follows the title, the preview renders the Markdown, then it is saved', async () => {
    const fetchSpy = mockApi({
      'POST /api/pages': async (request) => ({ status: 201, body: makeShopPage(await request.clone().json()) }),
      'GET /api/pages/returns-exchanges': { body: makeShopPage({ slug: 'returns-exchanges', title: 'Returns & exchanges' }) },
    });
    const { user, router } = openEditor('/dashboard/pages/new');
    await user.click(await screen.findByLabelText('Title'));
    await user.paste('Returns & exchanges');
    expect(screen.getByLabelText('Slug')).toHaveValue('returns-exchanges');
    await user.click(screen.getByLabelText('Body'));
    await user.paste('## Within 30 days\n\nSend it **back**.');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Within 30 days' })).toBeInTheDocument();
    expect(within(preview).getByText('back').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Editing the saved page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/pages/returns-exchanges');
    expect(await sentBodies(fetchSpy, 'POST /api/pages')).toEqual([
      { slug: 'returns-exchanges', title: 'Returns & exchanges', body: '## Within 30 days\n\nSend it **back**.' },
    ]);
    // Saved, so leaving asked nothing.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows beside each field why the shop refused it', async () => {
    mockApi({
      'POST /api/pages': {
        status: 400,
        body: {
          message: 'Slug may hold only lower-case letters, digits and hyphens',
          fields: { slug: 'Slug may hold only lower-case letters, digits and hyphens' },
        },
      },
    });
    const { user } = openEditor('/dashboard/pages/new?slug=shipping');
    expect(await screen.findByLabelText('Slug')).toHaveValue('shipping');
    await user.clear(screen.getByLabelText('Slug'));
    await user.paste('Ship ping');
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Shipping');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toBeInvalid());
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      expect.stringContaining('Slug may hold only lower-case letters, digits and hyphens'),
    );
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    mockApi({ 'GET /api/pages/shipping': { body: makeShopPage({ slug: 'shipping', title: 'Shipping', body: 'Free.' }) } });
    const { user, router } = openEditor('/dashboard/pages/shipping');
    expect(await screen.findByText('/pages/shipping')).toBeInTheDocument();
    // Nothing changed yet: leaving asks nothing.
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);

    await user.click(screen.getByLabelText('Body'));
    await user.paste(' Always.');
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: '← All pages' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/dashboard/pages/shipping');
    expect(screen.getByLabelText('Body')).toHaveValue('Free. Always.');

    await user.click(screen.getByRole('link', { name: '← All pages' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('All pages')).toBeInTheDocument();
  });

  it('saves a change to a page at its address, which stays', async () => {
    const fetchSpy = mockApi({
      'GET /api/pages/shipping': { body: makeShopPage({ slug: 'shipping', title: 'Shipping', body: 'Free.' }) },
      'PUT /api/pages/shipping': async (request) => ({
        body: makeShopPage({ slug: 'shipping', ...(await request.clone().json()) }),
      }),
    });
    const { user } = openEditor('/dashboard/pages/shipping');
    expect(screen.queryByLabelText('Slug')).not.toBeInTheDocument();
    await user.click(await screen.findByLabelText('Title'));
    await user.paste(' and delivery');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchSpy, 'PUT /api/pages/shipping')).toEqual([{ title: 'Shipping and delivery', body: 'Free.' }]),
    );
    expect(toast.success).toHaveBeenCalledWith("'Shipping and delivery' saved");
  });

  it('writes the French title and text on their tab, previews them, and saves them as translations', async () => {
    const fetchSpy = mockApi({
      'GET /api/pages/shipping': {
        body: makeShopPage({ slug: 'shipping', title: 'Shipping', body: 'Free.', translations: { fr: { body: 'Offerte.' } } }),
      },
      'PUT /api/pages/shipping': async (request) => ({
        body: makeShopPage({ slug: 'shipping', ...(await request.clone().json()) }),
      }),
    });
    const { user } = openEditor('/dashboard/pages/shipping');
    await user.click(await screen.findByRole('tab', { name: 'Français' }));
    const title = screen.getByRole('textbox', { name: 'Title in French' });
    expect(title).toHaveAttribute('placeholder', 'Shipping');
    expect(screen.getByRole('textbox', { name: 'Body in French' })).toHaveValue('Offerte.');
    // The preview reads the French text, and the English title while none is written in French.
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText('Offerte.')).toBeInTheDocument();
    expect(preview.getByText('Shipping')).toBeInTheDocument();
    await user.click(title);
    await user.paste('Livraison');
    expect(preview.getByText('Livraison')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(async () =>
      expect(await sentBodies(fetchSpy, 'PUT /api/pages/shipping')).toEqual([
        { title: 'Shipping', body: 'Free.', translations: { fr: { title: 'Livraison', body: 'Offerte.' } } },
      ]),
    );
  });

  it('opens a page just created in its editor with the focus on its title, where Create page left it', async () => {
    mockApi({
      'POST /api/pages': async (request) => ({ status: 201, body: makeShopPage(await request.clone().json()) }),
      'GET /api/pages/size-guide': { body: makeShopPage({ slug: 'size-guide', title: 'Size guide' }) },
    });
    const { user } = renderWithProviders(<NewPageEditorPage />, {
      route: '/dashboard/pages/new',
      path: '/dashboard/pages/new',
      preloadedState: { auth: { user: admin } },
      routes: [{ path: '/dashboard/pages/:slug', element: <EditPageEditorPage /> }],
    });
    await user.click(await screen.findByLabelText('Title'));
    await user.paste('Size guide');
    await user.click(screen.getByLabelText('Body'));
    await user.paste('Measure twice.');
    screen.getByRole('button', { name: 'Create page' }).focus();
    await user.keyboard('{Enter}');
    const title = await screen.findByRole('heading', { level: 1, name: 'Edit Size guide' });
    await waitFor(() => expect(title).toHaveFocus());
  });
});
