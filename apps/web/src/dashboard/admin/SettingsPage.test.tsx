import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeShopSettings, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderAt, renderWithProviders } from '../../test/render';
import SettingsPage from './SettingsPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });
/** The Tax section of the form, once the settings are in. */
async function taxSection() {
  const section = (await screen.findByRole('heading', { name: 'Tax' })).closest('section');
  if (!section) throw new Error('The Tax heading heads no section');
  return section;
}

const openSettings = () =>
  renderWithProviders(<SettingsPage />, { route: '/dashboard/settings', preloadedState: { auth: { user: admin } } });

describe('Settings', () => {
  it('saves every setting as edited, and the header takes the new name at once', async () => {
    const settings = makeShopSettings({ shop: { name: 'Maison Rose' } });
    const fetchSpy = mockApi({
      'GET /api/settings': { body: settings },
      'PUT /api/settings': async (request) => ({ body: await request.clone().json() }),
    });
    const { user, store } = openSettings();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.paste('Maison Lune');
    await user.clear(screen.getByRole('textbox', { name: 'Announcement' }));
    await user.paste('Winter sale');
    await user.click(screen.getByRole('button', { name: 'Add opening hours' }));
    await user.click(screen.getByLabelText('Days, line 2'));
    await user.paste('Sunday');
    await user.click(screen.getByLabelText('Time, line 2'));
    await user.paste('Closed');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const [sent] = (await sentBodies(fetchSpy, 'PUT /api/settings')) as [typeof settings];
    expect(sent.shop.name).toBe('Maison Lune');
    expect(sent.shop.hours).toEqual([...settings.shop.hours, { days: 'Sunday', time: 'Closed' }]);
    expect(sent.shop.address).toEqual({ ...settings.shop.address, line2: '' });
    expect(sent.announcement).toEqual({ text: 'Winter sale', link: '/shop', active: true });
    expect(store.getState().shop?.shop.name).toBe('Maison Lune');
  });

  it('writes the French announcement and hero on their tabs and saves them as translations, keeping the English', async () => {
    const settings = makeShopSettings({
      announcement: { text: 'Winter sale', active: true },
      translations: { fr: { heroTitle: 'Nouvelle collection' } },
    });
    const fetchSpy = mockApi({
      'GET /api/settings': { body: settings },
      'PUT /api/settings': async (request) => ({ body: await request.clone().json() }),
    });
    const { user } = openSettings();
    const announcementTabs = await screen.findByRole('tablist', { name: 'Announcement by language' });
    await user.click(within(announcementTabs).getByRole('tab', { name: 'Français' }));
    const announcement = screen.getByRole('textbox', { name: 'Announcement in French' });
    expect(announcement).toHaveAttribute('placeholder', 'Winter sale');
    await user.click(announcement);
    await user.paste('Soldes d’hiver');
    await user.click(
      within(screen.getByRole('tablist', { name: 'Hero texts by language' })).getByRole('tab', { name: 'Français' }),
    );
    expect(screen.getByRole('textbox', { name: 'Hero title in French' })).toHaveValue('Nouvelle collection');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const [sent] = (await sentBodies(fetchSpy, 'PUT /api/settings')) as [typeof settings];
    expect(sent.announcement.text).toBe('Winter sale');
    expect(sent.translations).toEqual({ fr: { heroTitle: 'Nouvelle collection', announcement: 'Soldes d’hiver' } });
  });

  it('previews the announcement bar and the hero as they are typed', async () => {
    mockApi({ 'GET /api/settings': { body: makeShopSettings({ announcement: { text: 'Old news', active: false } }) } });
    const { user } = openSettings();
    const announcementPreview = await screen.findByRole('figure', { name: 'Announcement preview' });
    expect(within(announcementPreview).getByText('The announcement is hidden.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show the announcement' }));
    expect(within(announcementPreview).getByRole('link', { name: 'Old news' })).toHaveAttribute('href', '/shop');

    const heroTitle = screen.getByLabelText('Hero title');
    await user.clear(heroTitle);
    await user.paste('Linen for June');
    const heroPreview = screen.getByRole('figure', { name: 'Hero preview' });
    expect(within(heroPreview).getByText('Linen for June')).toBeInTheDocument();
  });

  it('shows beside each field why the shop refused it, focuses the first, and keeps what was typed', async () => {
    mockApi({
      'GET /api/settings': { body: makeShopSettings() },
      'PUT /api/settings': {
        status: 400,
        body: {
          message: 'Name is required',
          fields: {
            'shop.name': 'Name is required',
            'shop.address.country': 'Country must be a two-letter country code, e.g. FR',
          },
        },
      },
    });
    const { user } = openSettings();
    await user.clear(await screen.findByLabelText('Name'));
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'France');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some settings need a change before they can be saved');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toBeInvalid();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(
      'Two letters, e.g. FR or GB Country must be a two-letter country code, e.g. FR',
    );
    expect(screen.getByLabelText('Country')).toHaveValue('France');
  });

  describe('the Tax section', () => {
    it('starts from the spec’s shop on an API that says nothing of tax, and saves euros with prices including tax', async () => {
      const fetchSpy = mockApi({
        'GET /api/settings': { body: makeShopSettings() },
        'PUT /api/settings': async (request) => ({ body: await request.clone().json() }),
      });
      const { user } = openSettings();
      const tax = await taxSection();
      expect(within(tax).getByLabelText('Currency')).toHaveValue('USD');
      expect(within(tax).getByRole('radio', { name: /^Excluding tax/ })).toBeChecked();
      expect(within(tax).getByLabelText('Tax delivery')).toHaveValue('follow');

      await user.selectOptions(within(tax).getByLabelText('Currency'), 'EUR – Euro');
      await user.click(within(tax).getByRole('radio', { name: /^Including tax/ }));
      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
      const [sent] = (await sentBodies(fetchSpy, 'PUT /api/settings')) as [Record<string, unknown>];
      expect(sent).toMatchObject({ currency: 'EUR', pricesIncludeTax: true });
      // Delivery follows the prices: the field is left out, as the shop reads an absent one.
      expect(sent).not.toHaveProperty('taxShipping');
      expect(sent).not.toHaveProperty('tax');
    });

    it('shows delivery as following the prices, taxed or not as they say, when the shop answers what it comes to', async () => {
      mockApi({ 'GET /api/settings': { body: { ...makeShopSettings(), pricesIncludeTax: false, taxShipping: false } } });
      const { user } = openSettings();
      const tax = await taxSection();
      const delivery = within(tax).getByLabelText('Tax delivery');
      expect(delivery).toHaveValue('follow');
      expect(within(delivery).getByRole('option', { selected: true })).toHaveTextContent('Follow the prices: not taxed');
      await user.click(within(tax).getByRole('radio', { name: /^Including tax/ }));
      expect(within(delivery).getByRole('option', { selected: true })).toHaveTextContent('Follow the prices: taxed');
    });

    it('shows the shop’s tax settings and saves delivery untaxed when chosen', async () => {
      const settings = { ...makeShopSettings(), currency: 'GBP', pricesIncludeTax: false, taxShipping: true };
      const fetchSpy = mockApi({
        'GET /api/settings': { body: settings },
        'PUT /api/settings': async (request) => ({ body: await request.clone().json() }),
      });
      const { user } = openSettings();
      const tax = await taxSection();
      expect(within(tax).getByLabelText('Currency')).toHaveValue('GBP');
      expect(within(tax).getByRole('radio', { name: /^Excluding tax/ })).toBeChecked();
      expect(within(tax).getByLabelText('Tax delivery')).toHaveValue('taxed');
      await user.selectOptions(within(tax).getByLabelText('Tax delivery'), 'Not taxed');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await vi.waitFor(async () =>
        expect((await sentBodies(fetchSpy, 'PUT /api/settings'))[0]).toMatchObject({
          currency: 'GBP',
          pricesIncludeTax: false,
          taxShipping: false,
        }),
      );
    });

    it('says under the currency that it cannot change once the shop has taken an order', async () => {
      mockApi({
        'GET /api/settings': { body: makeShopSettings() },
        'PUT /api/settings': { status: 409, body: { message: 'Currency cannot change after the first order' } },
      });
      const { user } = openSettings();
      await user.selectOptions(await screen.findByLabelText('Currency'), 'JPY – Japanese yen');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Some settings need a change before they can be saved');
      expect(screen.getByLabelText('Currency')).toBeInvalid();
      expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Currency cannot change after the first order');
      expect(screen.getByLabelText('Currency')).toHaveValue('JPY');
    });

    it('shows under the currency why the shop refused it', async () => {
      mockApi({
        'GET /api/settings': { body: makeShopSettings() },
        'PUT /api/settings': {
          status: 400,
          body: { message: 'currency must be an ISO 4217 code', fields: { currency: 'currency must be an ISO 4217 code' } },
        },
      });
      const { user } = openSettings();
      await user.click(await screen.findByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('currency must be an ISO 4217 code')).toBeInTheDocument();
      expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('currency must be an ISO 4217 code');
    });
  });

  it('is listed in the admin sidebar after Activity, with Pages last and Promotions beside Shipping', async () => {
    const { DASHBOARD_LINKS } = await import('../navigation');
    expect(DASHBOARD_LINKS.admin.map((link) => ('text' in link ? link.text : link.label)).slice(-5)).toEqual([
      'Shipping',
      'Promotions',
      'Activity',
      'Settings',
      'Pages',
    ]);
  });
});

describe("the admin's dashboard", () => {
  it('lists what the shop still has to do before it opens, with a way to each', async () => {
    const AdminDashboardPage = (await import('./AdminDashboardPage')).default;
    mockApi({
      'GET /api/settings/checklist': {
        body: [
          { item: 'name-and-contact', done: true, label: 'Give the shop its name and a contact email' },
          { item: 'payments', done: false, label: 'Connect Stripe to take card payments' },
          { item: 'shipping-page', done: false, label: 'Write the shipping page' },
          { item: 'returns-page', done: true, label: 'Write the returns page' },
        ],
      },
    });
    renderAt('/dashboard/admin', <Route path="/dashboard/admin" element={<AdminDashboardPage />} />, admin);
    const checklist = await screen.findByRole('region', { name: 'Before the shop opens' });
    expect(within(checklist).getByText('2 of 4 done')).toBeInTheDocument();
    expect(within(checklist).getByText(/Write the shipping page/)).toHaveTextContent('(to do)');
    expect(within(checklist).getByRole('link', { name: 'Do it now: Write the shipping page' })).toHaveAttribute(
      'href',
      '/dashboard/pages/new?slug=shipping',
    );
  });

  it('shows no checklist once every item is done', async () => {
    const AdminDashboardPage = (await import('./AdminDashboardPage')).default;
    mockApi({
      'GET /api/settings/checklist': { body: [{ item: 'payments', done: true, label: 'Connect Stripe to take card payments' }] },
      'GET /api/stats/admin-stats': { status: 500, body: { message: 'down' } },
    });
    renderAt('/dashboard/admin', <Route path="/dashboard/admin" element={<AdminDashboardPage />} />, admin);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before the shop opens' })).not.toBeInTheDocument();
  });
});

describe('Settings: gift cards', () => {
  const EXPIRY = 'Gift cards expire after (years)';
  const REFUSED = 'Gift card expiry must be a whole number of years from 1 to 20';

  async function savedExpiry(start: number | null, typed: string) {
    const fetchSpy = mockApi({
      'GET /api/settings': { body: { ...makeShopSettings(), giftCardExpiryYears: start } },
      'PUT /api/settings': async (request) => ({ body: await request.clone().json() }),
    });
    const { user } = openSettings();
    const field = await screen.findByRole('textbox', { name: EXPIRY });
    expect(field).toHaveValue(start === null ? '' : String(start));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Leave empty: gift cards never expire.'));
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    const [sent] = (await sentBodies(fetchSpy, 'PUT /api/settings')) as [Record<string, unknown>];
    return sent.giftCardExpiryYears;
  }

  it('sends the number of years gift cards last', async () => {
    expect(await savedExpiry(null, '5')).toBe(5);
  });

  it('sends never when the field is left empty', async () => {
    expect(await savedExpiry(5, '')).toBeNull();
  });

  it("shows the server's reason under the field", async () => {
    mockApi({
      'GET /api/settings': { body: makeShopSettings() },
      'PUT /api/settings': { status: 400, body: { message: REFUSED, fields: { giftCardExpiryYears: REFUSED } } },
    });
    const { user } = openSettings();
    const field = await screen.findByRole('textbox', { name: EXPIRY });
    await user.type(field, '25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REFUSED));
  });
});
