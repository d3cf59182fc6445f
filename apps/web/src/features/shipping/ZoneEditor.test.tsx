import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeClientConfig } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ZoneEditor } from './ZoneEditor';
import type { TaxedZone, TaxedZoneBody } from './zoneTax';

const STANDARD = {
  _id: 'method-1',
  name: 'Standard',
  price: 12,
  freeFrom: 200,
  minDays: 4,
  maxDays: 8,
  active: true,
  translations: {},
};
const FRANCE: TaxedZone = { _id: 'zone-fr', name: 'France', countries: ['FR'], methods: [STANDARD], taxRate: 20, version: 7 };

type Save = (body: TaxedZoneBody) => Promise<TaxedZone>;

function renderEditor(onSave: Save = vi.fn(async (body: TaxedZoneBody) => ({ ...FRANCE, ...body }) as TaxedZone), zone = FRANCE) {
  const onReload = vi.fn(async () => ({ ...FRANCE, name: 'France (now)', version: 9 }));
  const view = renderWithProviders(
    <ZoneEditor zone={zone} onSave={onSave} onReload={onReload} submitLabel="Save zone" methodDeleteConsequence={() => ''} />,
  );
  return { ...view, onSave, onReload };
}

const row = (number: number) => screen.getByRole('group', { name: `Delivery method ${number}` });

describe('the country picker', () => {
  it('adds a country found by part of its name, by keyboard, and shows it with its flag', async () => {
    const { user } = renderEditor();
    const picker = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(picker);
    await user.keyboard('belg');
    expect(await screen.findByRole('option', { name: /Belgium/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('list', { name: 'Countries chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🇫🇷France', '🇧🇪Belgium']);
    expect(picker).toHaveValue('');
    expect(picker).toHaveFocus();
  });

  it('removes a chosen country by keyboard, the focus moving on to the next one', async () => {
    const { user } = renderEditor(undefined, { ...FRANCE, countries: ['FR', 'MC', 'AD'] });
    screen.getByRole('button', { name: 'Remove France' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove France' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Monaco' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Remove Andorra' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Countries' })).toHaveFocus();
  });
});

describe('a zone saved with one button', () => {
  it('sends the name, countries, tax and every method row in one save, with the version it loaded', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add a method' }));
    expect(within(row(2)).getByLabelText('Method')).toHaveFocus();
    await user.keyboard('Express');
    await user.type(within(row(2)).getByLabelText('Price ($)'), '25');
    await user.type(within(row(2)).getByLabelText('Min days'), '1');
    await user.type(within(row(2)).getByLabelText('Max days'), '2');
    const price = within(row(1)).getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '9.5');
    const save = screen.getByRole('button', { name: 'Save zone' });
    await user.click(save);

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      name: 'France',
      countries: ['FR'],
      taxRate: 20,
      categoryTaxRates: {},
      version: 7,
      methods: [
        { _id: 'method-1', name: 'Standard', price: 9.5, freeFrom: 200, minDays: 4, maxDays: 8, active: true },
        { name: 'Express', price: 25, freeFrom: null, minDays: 1, maxDays: 2, active: true },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent("Zone 'France' saved");
    expect(save).toHaveFocus();
  });

  it('removes a saved method only once asked, and the save leaves it out', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete method Standard' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete 'Standard'?" });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('It goes when you save the zone.'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete method' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a method' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent("'Standard' will be deleted when you save the zone");
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ methods: [] }));
  });

  it('marks the row’s field the shop refused, names why under it and gives it the focus', async () => {
    const onSave = vi.fn(async () => {
      throw {
        status: 400,
        data: { message: 'Price must be 0 or more', fields: { 'methods.0.price': 'Price must be 0 or more' } },
      };
    });
    const { user } = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    const price = within(row(1)).getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toBeInvalid();
    expect(price).toHaveAccessibleDescription('Price must be 0 or more');
    expect(within(row(1)).getByLabelText('Method')).toBeValid();
  });

  it('marks the countries the shop refused on the picker', async () => {
    const onSave = vi.fn(async () => {
      const message = 'FR is already in the zone Europe';
      throw { status: 409, data: { message, fields: { countries: message } } };
    });
    const { user } = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    const picker = screen.getByRole('combobox', { name: 'Countries' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toBeInvalid();
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('FR is already in the zone Europe'));
    expect(screen.queryByRole('button', { name: 'Reload the zone' })).not.toBeInTheDocument();
  });

  it('says when another admin saved the zone meanwhile, and reloads it as it is now', async () => {
    const onSave = vi.fn(async () => {
      throw { status: 409, data: { message: 'This zone changed since you opened it' } };
    });
    const { user, onReload } = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This zone changed since you opened it');
    expect(screen.getByRole('button', { name: 'Save zone' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reload the zone' }));
    expect(onReload).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Zone name')).toHaveValue('France (now)'));
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a zone’s tax rates', () => {
  it('refuses a rate above 100 % under the field, gives it the focus and sends nothing', async () => {
    const { user, onSave } = renderEditor();
    const rate = screen.getByLabelText('Tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(rate).toBeInvalid();
    expect(rate).toHaveAccessibleDescription(
      '0 to 100, e.g. 20 or 5.5 Tax rate must be a number from 0 to 100 with at most 3 decimals',
    );
    expect(rate).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses more than 3 decimals in a category’s rate, opening the category rates to show it', async () => {
    const { user, onSave } = renderEditor(undefined, { ...FRANCE, categoryTaxRates: { cosmetics: 20.12345 } });
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    const cosmetics = screen.getByLabelText('Rate for cosmetics (%)');
    expect(cosmetics).toBeVisible();
    expect(cosmetics).toBeInvalid();
    expect(cosmetics).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends no rate for a zone left without one, as an API that predates rates expects', async () => {
    const { taxRate: _none, ...untaxed } = FRANCE;
    const { user, onSave } = renderEditor(undefined, untaxed);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSave).toHaveBeenCalledWith(expect.not.objectContaining({ taxRate: expect.anything() }));
  });
});

describe('money fields', () => {
  it('name the shop’s currency', async () => {
    renderWithProviders(<ZoneEditor zone={FRANCE} submitLabel="Save zone" onSave={vi.fn()} />, {
      preloadedState: { clientConfig: makeClientConfig({ currency: 'GBP' }) },
    });
    expect(within(row(1)).getByLabelText('Price (£)')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Free from (£)')).toBeInTheDocument();
  });
});

describe("a delivery method's French name", () => {
  it('is written on its tab, the English one as its placeholder, and saved with the zone', async () => {
    const { user, onSave } = renderEditor();
    await user.click(within(row(1)).getByRole('tab', { name: 'Français' }));
    const french = within(row(1)).getByRole('textbox', { name: 'Method in French' });
    expect(french).toHaveAttribute('placeholder', 'Standard');
    await user.click(french);
    await user.paste('Colissimo');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          methods: [expect.objectContaining({ _id: 'method-1', name: 'Standard', translations: { fr: { name: 'Colissimo' } } })],
        }),
      ),
    );
  });
});
